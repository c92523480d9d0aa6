# The lab command on Windows (DESIGN.md §2): ./lab.ps1 list, ./lab.ps1 run E01 --quick, ./lab.ps1 test, ...
$ErrorActionPreference = 'Stop'
# Peers (DESIGN.md §8): try to restore src/Peers; record the outcome where every build reads it.
$lab = Join-Path $PSScriptRoot '.lab'
New-Item -ItemType Directory -Force -Path $lab | Out-Null
dotnet restore (Join-Path $PSScriptRoot 'src/Peers/PerfBuf.Peers.csproj') *> (Join-Path $lab 'peers-restore.log')
$peers = if ($LASTEXITCODE -eq 0) { 'true' } else { 'false' }
$props = "<Project><PropertyGroup><PerfBufPeers>$peers</PerfBufPeers></PropertyGroup></Project>"
$propsPath = Join-Path $lab 'peers.props'
if (-not (Test-Path $propsPath) -or (Get-Content -Raw $propsPath).Trim() -ne $props) { Set-Content -Path $propsPath -Value $props }
if ($args.Count -gt 0 -and $args[0] -eq 'test') {
    if ($peers -eq 'false') { Write-Host 'lab: peer packages do not restore here; their tests are skipped (./lab.ps1 peers says why and how to enable them)' }
    Push-Location $PSScriptRoot
    try { dotnet test -c Release @($args | Select-Object -Skip 1) } finally { Pop-Location }
    exit $LASTEXITCODE
}
dotnet run -c Release --project (Join-Path $PSScriptRoot 'src/Lab') -- @args
exit $LASTEXITCODE
