export {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  type CardHeaderProps,
  CardMedia,
  type CardProps,
  cardVariants,
} from "./Card";
