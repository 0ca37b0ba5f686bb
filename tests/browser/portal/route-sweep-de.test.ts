import { describeRouteSweep } from './route-sweep';

describeRouteSweep('de');
