return PerfBuf.Lab.LabCli.Run(args);
