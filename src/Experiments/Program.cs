return PerfBuf.Experiments.Lab.LabCli.Run(args);
