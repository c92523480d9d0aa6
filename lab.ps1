# The lab command on Windows (DESIGN.md §2): ./lab.ps1 list, ./lab.ps1 run E01 --quick, ...
$ErrorActionPreference = 'Stop'
dotnet run -c Release --project (Join-Path $PSScriptRoot 'src/Experiments') -- @args
exit $LASTEXITCODE
