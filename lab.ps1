# The lab command on Windows (DESIGN.md §2): ./lab.ps1 list, ./lab.ps1 run E01 --quick, ./lab.ps1 test, ...
$ErrorActionPreference = 'Stop'
# Peers (DESIGN.md §8): every project under src/Peers/<Peer>/ (PerfBuf.Peers.<Peer>.csproj, or .fsproj for an adapter
# written in F#) is a peer; the folders are the one list of them. Restore each on its own (in parallel; one that fails
# takes only itself out), each with its log in .lab/peers/<Peer>.restore.log, and record the outcomes where every build
# reads them (.lab/peers.props: per peer a property, and for the peers that restore their constant, their project
# reference and the list the lab reads back), as ./lab does.
$projects = @(Get-ChildItem -Path (Join-Path $PSScriptRoot 'src/Peers/*/PerfBuf.Peers.*.?sproj') | Sort-Object FullName)
$peers = @($projects | ForEach-Object { $_.Directory.Name })
function Get-PeerProject([string] $peer) {
    return ($projects | Where-Object { $_.Directory.Name -eq $peer } | Select-Object -First 1).FullName
}
$lab = Join-Path $PSScriptRoot '.lab'
$logs = Join-Path $lab 'peers'
New-Item -ItemType Directory -Force -Path $logs | Out-Null
# A probe's outcome stands until what it depends on changes (the pins, the build settings, the peer's project, a NuGet
# config: a source added or removed); `./lab.ps1 peers` probes every peer again.
$command = if ($args.Count -gt 0) { $args[0] } else { '' }
function Test-Probed([string] $peer) {
    $outcome = Join-Path $logs "$peer.outcome"
    if (-not (Test-Path $outcome) -or $command -eq 'peers') { return $false }
    $since = (Get-Item $outcome).LastWriteTimeUtc
    $inputs = @((Join-Path $PSScriptRoot 'Directory.Packages.props'), (Join-Path $PSScriptRoot 'Directory.Build.props'),
        (Get-PeerProject $peer), (Join-Path $PSScriptRoot 'NuGet.config'))
    if ($env:APPDATA) { $inputs += Join-Path $env:APPDATA 'NuGet/NuGet.Config' }
    foreach ($input in $inputs) {
        if ((Test-Path $input) -and (Get-Item $input).LastWriteTimeUtc -gt $since) { return $false }
    }
    return $true
}
$restores = @{}
foreach ($peer in $peers) {
    if (Test-Probed $peer) { continue }
    $project = Get-PeerProject $peer
    $log = Join-Path $logs "$peer.restore.log"
    $restores[$peer] = Start-Process -FilePath 'dotnet' -ArgumentList @('restore', "`"$project`"", '--no-dependencies') `
        -RedirectStandardOutput $log -RedirectStandardError "$log.err" -NoNewWindow -PassThru
    $null = $restores[$peer].Handle # keeps the exit code readable after the process ends
}
$properties = ''; $constants = ''; $references = ''; $built = @()
$missing = @()
foreach ($peer in $peers) {
    $outcomePath = Join-Path $logs "$peer.outcome"
    if ($restores.ContainsKey($peer)) {
        $restores[$peer].WaitForExit()
        $log = Join-Path $logs "$peer.restore.log"
        Get-Content "$log.err" | Add-Content $log
        Remove-Item "$log.err"
        Set-Content -Path $outcomePath -Value $(if ($restores[$peer].ExitCode -eq 0) { 'true' } else { 'false' })
    }
    $outcome = (Get-Content -Raw $outcomePath).Trim()
    $properties += "<PerfBufPeer$peer>$outcome</PerfBufPeer$peer>"
    if ($outcome -eq 'true') {
        $constants += ";PERFBUF_PEER_$($peer.ToUpperInvariant())"
        $built += $peer
        $file = Split-Path -Leaf (Get-PeerProject $peer)
        $references += "<ProjectReference Include=`"`$(MSBuildThisFileDirectory)../src/Peers/$peer/$file`" />"
    } else {
        $missing += $peer
    }
}
$props = "<Project><PropertyGroup>$properties<PerfBufBuiltPeers>$($built -join ';')</PerfBufBuiltPeers>" +
    "<DefineConstants>`$(DefineConstants)$constants</DefineConstants></PropertyGroup>" +
    "<ItemGroup Condition=`"'`$(PerfBufReferencesPeers)' == 'true'`">$references</ItemGroup></Project>"
$propsPath = Join-Path $lab 'peers.props'
if (-not (Test-Path $propsPath) -or (Get-Content -Raw $propsPath).Trim() -ne $props) { Set-Content -Path $propsPath -Value $props }
if ($args.Count -gt 0 -and $args[0] -eq 'test') {
    if ($missing.Count -gt 0) {
        Write-Host "lab: peers that do not restore here: $($missing -join ' '); their tests are skipped (./lab.ps1 peers says why and how to enable them)"
    }
    Push-Location $PSScriptRoot
    try { dotnet test -c Release @($args | Select-Object -Skip 1) } finally { Pop-Location }
    exit $LASTEXITCODE
}
dotnet run -c Release --project (Join-Path $PSScriptRoot 'src/Lab') -- @args
exit $LASTEXITCODE
