// The second page's entry point: the README example of @causeway/ui, then the host's stylesheet.
import "./ui-main";
import "./host.css";
