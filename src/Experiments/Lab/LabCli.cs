namespace PerfBuf.Experiments.Lab;

public static class LabCli
{
    public static int Run(string[] args) => 0;
}
