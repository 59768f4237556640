import { campaignTasks } from "./campaign-tasks";
import type { ScheduledJob } from "./scheduler-job";
import { liveCampaigns, notifyOnce } from "./scheduler-notify";
import { isoWeek } from "./scheduler-periods";

/**
 * Once a week, the owner of a live campaign with tasks still to do (the dashboard's task list) is
 * told which, and the notification opens that list; a campaign with every task done is left alone.
 */
export const newTasks: ScheduledJob = {
  name: "new-tasks",
  async run(deps, now) {
    const period = isoWeek(now);
    const campaigns = await liveCampaigns(deps, new Date(now.getTime() + 1));
    const tasks = await campaignTasks(
      deps.db,
      campaigns.map((c) => c.id),
    );
    let sent = 0;
    for (const campaign of campaigns) {
      const open = (tasks.get(campaign.id) ?? []).filter((task) => !task.done);
      if (open.length === 0) continue;
      const data = { tasks: open.map((task) => task.key) };
      if (await notifyOnce(deps, "new-tasks", period.key, campaign, "CAMPAIGN_NEW_TASKS", data))
        sent += 1;
    }
    return sent;
  },
};
