import { describeRouteSweep } from './route-sweep';

describeRouteSweep('en');
