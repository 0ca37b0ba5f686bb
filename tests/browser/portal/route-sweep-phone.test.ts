import { describeRouteSweep } from './route-sweep';

describeRouteSweep(375);
