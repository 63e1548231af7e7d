import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import CreditCard from '@mui/icons-material/CreditCard';
import DeliveryDining from '@mui/icons-material/DeliveryDining';
import EventNote from '@mui/icons-material/EventNote';
import EventSeat from '@mui/icons-material/EventSeat';
import Explore from '@mui/icons-material/Explore';
import Extension from '@mui/icons-material/Extension';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Language from '@mui/icons-material/Language';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Place from '@mui/icons-material/Place';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PunchClock from '@mui/icons-material/PunchClock';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Restaurant from '@mui/icons-material/Restaurant';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import RoomService from '@mui/icons-material/RoomService';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Storefront from '@mui/icons-material/Storefront';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Tune from '@mui/icons-material/Tune';
import Web from '@mui/icons-material/Web';
import WebAsset from '@mui/icons-material/WebAsset';
import Widgets from '@mui/icons-material/Widgets';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIconName } from '@/lib/navigation';

/** lib/navigation names icons; this is where the names meet MUI's components. */
export const menuIcons: Record<MenuIconName, SvgIconComponent> = {
  gettingStarted: RocketLaunch,
  dashboard: SpaceDashboard,
  orderHistory: ReceiptLong,
  futureOrders: EventNote,
  business: Storefront,
  salesSummary: BarChart,
  timesheetReport: Schedule,
  deliveryReport: DeliveryDining,
  doordashReport: LocalShipping,
  menu: RestaurantMenu,
  onlineOrderSettings: Tune,
  deliveryZones: MapIcon,
  coupons: LocalOffer,
  customers: People,
  giftCards: CardGiftcard,
  tax: Percent,
  cateringSettings: RoomService,
  cateringDeliveryZones: Explore,
  employees: Badge,
  timesheets: PunchClock,
  locations: Place,
  billing: CreditCard,
  websiteWidget: Widgets,
  integrations: Extension,
  pos: PointOfSale,
  activity: History,
  reservationSetup: EventSeat,
  floorPlan: TableRestaurant,
  websiteSetup: Language,
  gallery: PhotoLibrary,
  socialMedia: Share,
  websitePopup: WebAsset,
  faqs: QuestionAnswer,
  top: Home,
  reports: Assessment,
  onlineOrdering: ShoppingBag,
  catering: Restaurant,
  settings: Settings,
  websiteManager: Web,
};
