import { describeRouteSweep } from './route-sweep';

describeRouteSweep(1280);
