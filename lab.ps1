# The lab command on Windows (docs/DESIGN.md §2), the twin of ./lab: ./lab.ps1, ./lab.ps1 list, ./lab.ps1 run E01 [--quick|--full],
# ./lab.ps1 trace E04 [--filter …] [--etw], ./lab.ps1 compare a b, ./lab.ps1 peers, ./lab.ps1 env, ./lab.ps1 report;
# ./lab.ps1 test runs the test suite (dotnet test -c Release). Runs under Windows PowerShell 5.1 and PowerShell 7+.
$ErrorActionPreference = 'Stop'
# a failing dotnet sets this script's exit code, as in ./lab; it must not turn into an exception (PowerShell 7.3+ can)
$PSNativeCommandUseErrorActionPreference = $false

# PowerShell's parameter binder drops a bare `--` from the arguments of a script called from PowerShell
# (./lab.ps1 run E01 -- --launchCount 2 arrives as: run E01 --launchCount 2), and the lab hands everything after `--`
# to BenchmarkDotNet. Put it back where it was typed: find this call in the line that invoked the script and insert `--`
# before as many arguments as followed it there. Called as `pwsh -File lab.ps1 …` the arguments arrive untouched.
function Restore-EndOfOptions([object[]] $arguments, [System.Management.Automation.InvocationInfo] $invocation) {
    # the call as typed: its statement where PowerShell keeps it (7.4+; continuation lines included), else the line it
    # starts on (Windows PowerShell 5.1), where the call begins at OffsetInLine
    $statement = $invocation.PSObject.Properties['Statement']
    if ($statement -and $statement.Value) { $text = $statement.Value; $start = 0 }
    elseif ($invocation.Line) { $text = $invocation.Line; $start = $invocation.OffsetInLine - 1 }
    else { return ,$arguments }
    $parsed = [System.Management.Automation.Language.Parser]::ParseInput($text, [ref]$null, [ref]$null)
    $call = $parsed.Find({
        param($node)
        $node -is [System.Management.Automation.Language.CommandAst] -and $node.Extent.StartOffset -eq $start
    }, $true)
    if ($null -eq $call) { return ,$arguments }
    $elements = @($call.CommandElements)
    for ($i = 1; $i -lt $elements.Count; $i++) {
        if ($elements[$i] -is [System.Management.Automation.Language.CommandParameterAst] -and $elements[$i].Extent.Text -eq '--') {
            $at = $arguments.Count - ($elements.Count - 1 - $i)
            if ($at -lt 0) { break } # the arguments after it were splatted: leave them as they came
            return ,@(@($arguments | Select-Object -First $at) + @('--') + @($arguments | Select-Object -Skip $at))
        }
    }
    return ,$arguments
}
$arguments = Restore-EndOfOptions $args $MyInvocation

# Peers (docs/DESIGN.md §8): every project under src/Peers/<Peer>/ (PerfBuf.Peers.<Peer>.csproj, or .fsproj for an adapter
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
$command = if ($arguments.Count -gt 0) { $arguments[0] } else { '' }
function Test-Probed([string] $peer) {
    $outcome = Join-Path $logs "$peer.outcome"
    # an outcome counts only when it holds one: an empty file (a probe cut short) is probed again
    if (-not (Test-Path $outcome) -or (Get-Item $outcome).Length -eq 0 -or $command -eq 'peers') { return $false }
    $since = (Get-Item $outcome).LastWriteTimeUtc
    # the user's NuGet config: %APPDATA% on Windows, ~/.nuget/NuGet elsewhere (PowerShell 7 on Linux or macOS);
    # NuGet.config and nuget.config differ where file names are case-sensitive
    $dependencies = @((Join-Path $PSScriptRoot 'Directory.Packages.props'), (Join-Path $PSScriptRoot 'Directory.Build.props'),
        (Get-PeerProject $peer), (Join-Path $PSScriptRoot 'NuGet.config'), (Join-Path $PSScriptRoot 'nuget.config'),
        (Join-Path $HOME '.nuget/NuGet/NuGet.Config'))
    if ($env:APPDATA) { $dependencies += Join-Path $env:APPDATA 'NuGet/NuGet.Config' }
    foreach ($dependency in $dependencies) {
        if ((Test-Path $dependency) -and (Get-Item $dependency).LastWriteTimeUtc -gt $since) { return $false }
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
if ($command -eq 'test') {
    if ($missing.Count -gt 0) {
        Write-Host "lab: peers that do not restore here: $($missing -join ' '); their tests are skipped (./lab.ps1 peers says why and how to enable them)"
    }
    Push-Location $PSScriptRoot
    try { dotnet test -c Release @($arguments | Select-Object -Skip 1) } finally { Pop-Location }
    exit $LASTEXITCODE
}
dotnet run -c Release --project (Join-Path $PSScriptRoot 'src/Lab') -- @arguments
exit $LASTEXITCODE
