; E01 SpscStreamBenchmarks.SpscRing Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; the JIT's listings (DOTNET_JitDisasm="PerfBuf.*:*", tiered compilation and dynamic PGO as in a run), the last optimized listing of each method after the case ran in-process until its code was final

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ProduceThrough[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; 2 inlinees with PGO data; 4 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 56
       lea      rbp, [rsp+0x60]
       xor      eax, eax
       mov      qword ptr [rbp-0x48], rax
       mov      rbx, rdi
       mov      r12, rsi
       mov      r13d, edx
       mov      r15, rcx
       mov      r14, r8
 
G_M000_IG02:                ;; offset=0x0028
       mov      rcx, 0x7FBB8B002938
       mov      r9, gword ptr [rcx]
       test     r9, r9
       jne      G_M000_IG07
 
G_M000_IG03:                ;; offset=0x003E
       mov      eax, 1
       cmp      rax, r15
       jg       G_M000_IG08
 
G_M000_IG04:                ;; offset=0x004C
       movsxd   r8, r13d
       shl      r8, 40
       mov      qword ptr [rbp-0x30], rax
       or       r8, rax
       mov      qword ptr [rbp-0x38], r8
       xor      ecx, ecx
       mov      dword ptr [rbp-0x48], ecx
       mov      r9, gword ptr [rbx+0x08]
       add      r9, 24
       mov      bword ptr [rbp-0x50], r9
       mov      r10, qword ptr [r9+0x80]
       mov      qword ptr [rbp-0x40], r10
       mov      rcx, r10
       sub      rcx, qword ptr [r9+0x88]
       mov      rdi, gword ptr [rbx+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       G_M000_IG10
       lea      rcx, [rbp-0x48]
       mov      rdi, rbx
       mov      rsi, r9
       mov      rdx, r10
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       mov      r9, bword ptr [rbp-0x50]
       mov      r10, qword ptr [rbp-0x40]
       jne      SHORT G_M000_IG10
       mov      edi, dword ptr [rbp-0x48]
 
G_M000_IG05:                ;; offset=0x00B6
       test     edi, edi
       je       SHORT G_M000_IG06
       cmp      edi, 2
       je       G_M000_IG11
       mov      rdi, rbx
       mov      rsi, r12
       lea      r8, [rbp+0x10]
       mov      rdx, qword ptr [rbp-0x38]
       mov      rcx, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       je       SHORT G_M000_IG08
 
G_M000_IG06:                ;; offset=0x00DE
       mov      rax, qword ptr [rbp-0x30]
       inc      rax
       cmp      rax, r15
       jle      G_M000_IG04
       jmp      SHORT G_M000_IG08
 
G_M000_IG07:                ;; offset=0x00F0
       vmovups  xmm0, xmmword ptr [rbp+0x10]
       vmovups  xmmword ptr [rsp], xmm0
       mov      rdi, rbx
       mov      rsi, r12
       mov      edx, r13d
       mov      rcx, r15
       mov      r8, r14
       call     [PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings)]
 
G_M000_IG08:                ;; offset=0x010F
       nop      
 
G_M000_IG09:                ;; offset=0x0110
       add      rsp, 56
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x011F
       mov      rdi, gword ptr [rbx+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, r10d
       and      esi, dword ptr [rbx+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      r8, qword ptr [rbp-0x38]
       mov      qword ptr [rdi+8*rsi], r8
       inc      r10
       mov      qword ptr [r9+0x80], r10
       xor      edi, edi
       jmp      G_M000_IG05
 
G_M000_IG11:                ;; offset=0x014C
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 363

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ConsumeRun[PerfBuf.Experiments.E01.SpscRingPort](PerfBuf.Experiments.E01.SpscRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; 2 inlinees with PGO data; 4 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 56
       lea      rbp, [rsp+0x60]
       mov      gword ptr [rbp-0x38], rdi
       mov      gword ptr [rbp-0x30], rsi
       mov      qword ptr [rbp-0x48], r8
       mov      qword ptr [rbp-0x40], r9
       mov      rbx, rdx
       mov      r15, rcx
 
G_M000_IG02:                ;; offset=0x0029
       mov      r14, qword ptr [rbx+0x10]
       mov      rdi, gword ptr [rbx]
       mov      r13d, dword ptr [rdi+0x08]
       imul     r14, r13
       mov      r13, qword ptr [rbx+0x20]
       cmp      dword ptr [rdi+0x08], 0
       jbe      G_M000_IG14
       mov      r12, qword ptr [rdi+0x10]
       inc      r12
       cmp      r12, r14
       jg       G_M000_IG08
 
G_M000_IG03:                ;; offset=0x0056
       mov      rax, gword ptr [rbp-0x30]
       mov      gword ptr [rbp-0x58], rax
       cmp      byte  ptr [rax+0x1D], 0
       jne      G_M000_IG11
 
G_M000_IG04:                ;; offset=0x0068
       mov      rax, gword ptr [rbp-0x58]
       mov      rcx, gword ptr [rax+0x08]
       add      rcx, 24
       mov      bword ptr [rbp-0x60], rcx
       mov      r8, qword ptr [rcx+0x100]
       mov      qword ptr [rbp-0x50], r8
       cmp      r8, qword ptr [rcx+0x108]
       jne      G_M000_IG13
       mov      rdi, rax
       mov      rsi, rcx
       mov      rdx, r8
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       je       G_M000_IG12
 
G_M000_IG05:                ;; offset=0x00A7
       mov      rax, gword ptr [rbp-0x58]
       mov      rdi, gword ptr [rax+0x10]
       cmp      byte  ptr [rdi], dil
       mov      rsi, qword ptr [rbp-0x50]
       mov      edx, esi
       and      edx, dword ptr [rax+0x18]
       movsxd   rdx, edx
       add      rdi, 16
       mov      rax, qword ptr [rdi+8*rdx]
       inc      rsi
       mov      rdi, bword ptr [rbp-0x60]
       mov      qword ptr [rdi+0x100], rsi
 
G_M000_IG06:                ;; offset=0x00D4
       cmp      rax, r12
       jne      SHORT G_M000_IG10
 
G_M000_IG07:                ;; offset=0x00D9
       add      r13, r12
       inc      r12
       cmp      r12, r14
       jle      G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00E8
       lea      rax, [r12-0x01]
       mov      rcx, gword ptr [rbx]
       cmp      dword ptr [rcx+0x08], 0
       jbe      SHORT G_M000_IG14
       mov      rdx, rax
       sub      rdx, qword ptr [rcx+0x10]
       add      qword ptr [rbx+0x18], rdx
       mov      rcx, gword ptr [rbx]
       cmp      dword ptr [rcx+0x08], 0
       jbe      SHORT G_M000_IG14
       mov      qword ptr [rcx+0x10], rax
       mov      qword ptr [rbx+0x20], r13
 
G_M000_IG09:                ;; offset=0x0112
       add      rsp, 56
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x0121
       mov      rdi, rbx
       mov      rsi, r12
       mov      rdx, r13
       mov      rcx, rax
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       jmp      SHORT G_M000_IG08
 
G_M000_IG11:                ;; offset=0x0135
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG04
 
G_M000_IG12:                ;; offset=0x014A
       mov      rdx, qword ptr [rbp-0x48]
       mov      rcx, qword ptr [rbp-0x40]
       lea      rdi, [rbp-0x38]
       mov      rsi, r15
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPop[PerfBuf.Experiments.E01.SpscRingPort](byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):long]
       jmp      G_M000_IG06
 
G_M000_IG13:                ;; offset=0x0164
       jmp      G_M000_IG05
 
G_M000_IG14:                ;; offset=0x0169
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
; Total bytes of code 367

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 2188

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       cmp      dword ptr [rsi+0x90], 0
       jne      SHORT G_M000_IG04
       mov      rax, qword ptr [rsi+0x100]
       mov      qword ptr [rsi+0x88], rax
       mov      dword ptr [rcx], 1
       sub      rdx, rax
       mov      rax, gword ptr [rdi+0x10]
       mov      eax, dword ptr [rax+0x08]
       cmp      rdx, rax
       setl     al
       movzx    rax, al
 
G_M000_IG03:                ;; offset=0x0030
       ret      
 
G_M000_IG04:                ;; offset=0x0031
       mov      dword ptr [rcx], 2
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x0039
       ret      
 
; Total bytes of code 58

; Assembly listing for method PerfBuf.Experiments.Harness.BenchWorker:get_Stopping():bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       movzx    rax, byte  ptr [rdi+0x38]
 
G_M000_IG03:                ;; offset=0x0004
       ret      
 
; Total bytes of code 5

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Pause():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 3214
; 0 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x000B
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0013
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG04:                ;; offset=0x001B
       inc      dword ptr [rbx]
 
G_M000_IG05:                ;; offset=0x001D
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0024
       cmp      dword ptr [rbx+0x0C], 1
       jne      SHORT G_M000_IG07
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x0031
       mov      edi, dword ptr [rbx+0x0C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], eax
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 66

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:get_SpinLimit():int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      eax, dword ptr [rdi+0x08]
 
G_M000_IG03:                ;; offset=0x0003
       ret      
 
; Total bytes of code 4

; Assembly listing for method PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]:TryPush(long):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       sub      rsp, 16
       lea      rbp, [rsp+0x30]
       xor      eax, eax
       mov      qword ptr [rbp-0x28], rax
       mov      rbx, rsi
 
G_M000_IG02:                ;; offset=0x001A
       mov      r15, gword ptr [rdi]
       mov      r14, gword ptr [r15+0x08]
       add      r14, 24
       mov      r13, qword ptr [r14+0x80]
       mov      rcx, r13
       sub      rcx, qword ptr [r14+0x88]
       mov      rdi, gword ptr [r15+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       SHORT G_M000_IG05
       lea      rcx, [rbp-0x28]
       mov      rdi, r15
       mov      rsi, r14
       mov      rdx, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG05
       mov      edi, dword ptr [rbp-0x28]
 
G_M000_IG03:                ;; offset=0x005C
       test     edi, edi
       je       SHORT G_M000_IG06
       cmp      edi, 2
       je       SHORT G_M000_IG07
       xor      eax, eax
 
G_M000_IG04:                ;; offset=0x0067
       add      rsp, 16
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x0074
       mov      rdi, gword ptr [r15+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, r13d
       and      esi, dword ptr [r15+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      qword ptr [rdi+8*rsi], rbx
       inc      r13
       mov      qword ptr [r14+0x80], r13
       xor      edi, edi
       jmp      SHORT G_M000_IG03
 
G_M000_IG06:                ;; offset=0x009B
       mov      eax, 1
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x00A2
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 193

                ;; offset=0x00B8
       mov      eax, dword ptr [rbp-0x60]
       dec      eax
       mov      dword ptr [rbp-0x60], eax
       cmp      dword ptr [rbp-0x60], 0
       jg       SHORT G_M000_IG07
 
G_M000_IG06:                ;; offset=0x00C6
       lea      rdi, [rbp-0x60]
       mov      esi, 25
       call     CORINFO_HELP_PATCHPOINT
 
G_M000_IG07:                ;; offset=0x00D4
       mov      rax, gword ptr [rbp-0x38]
       mov      gword ptr [rbp-0x50], rax
       mov      rdi, gword ptr [rbp-0x50]
       mov      rsi, 0x7FC7680FEE50
       call     CORINFO_HELP_CLASSPROFILE32
       mov      rax, gword ptr [rbp-0x50]
       mov      gword ptr [rbp-0x78], rax
       mov      rdi, gword ptr [rbp-0x78]
       mov      r11, 0x7FC765860F88
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      G_M000_IG04
 
G_M000_IG08:                ;; offset=0x0110
       call     G_M000_IG11
       nop      
 
G_M000_IG09:                ;; offset=0x0116
       mov      rdi, 0x7FC7680FF06C
       call     CORINFO_HELP_COUNTPROFILE32
       nop      
 
G_M000_IG10:                ;; offset=0x0126
       add      rsp, 128
       pop      rbp
       ret      
 
G_M000_IG11:                ;; offset=0x012F
       push     rax
 
G_M000_IG12:                ;; offset=0x0130
       cmp      gword ptr [rbp-0x38], 0
       je       SHORT G_M000_IG13
       mov      rdi, 0x7FC7680FEF58
       call     CORINFO_HELP_COUNTPROFILE32
       mov      rax, gword ptr [rbp-0x38]
       mov      gword ptr [rbp-0x58], rax
       mov      rdi, gword ptr [rbp-0x58]
       mov      rsi, 0x7FC7680FEF60
       call     CORINFO_HELP_CLASSPROFILE32
       mov      rax, gword ptr [rbp-0x58]
       mov      gword ptr [rbp-0x80], rax
       mov      rdi, gword ptr [rbp-0x80]
       mov      r11, 0x7FC765860F98
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG13:                ;; offset=0x017A
       mov      rdi, 0x7FC7680FF068
       call     CORINFO_HELP_COUNTPROFILE32
       nop      
 
G_M000_IG14:                ;; offset=0x018A
       add      rsp, 8
       ret      
 
; Total bytes of code 399

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitAndPop[PerfBuf.Experiments.E01.SpscRingPort](byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):long (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 14812
; 4 inlinees with PGO data; 6 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      qword ptr [rbp-0x38], rdx
       mov      qword ptr [rbp-0x30], rcx
       mov      r15, rdi
       mov      r14, rsi
       mov      ebx, edx
       mov      r13d, ecx
 
G_M000_IG02:                ;; offset=0x0026
       mov      r12d, dword ptr [rbp-0x34]
 
G_M000_IG03:                ;; offset=0x002A
       mov      edi, ebx
       not      edi
       and      edi, 0x3FF
       je       G_M000_IG09
 
G_M000_IG04:                ;; offset=0x003A
       cmp      r12d, r13d
       jl       G_M000_IG10
       mov      edi, ebx
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG05:                ;; offset=0x004B
       inc      ebx
       mov      rax, gword ptr [r15+0x08]
       mov      gword ptr [rbp-0x48], rax
       cmp      byte  ptr [rax+0x1D], 0
       jne      G_M000_IG12
 
G_M000_IG06:                ;; offset=0x005F
       mov      rax, gword ptr [rbp-0x48]
       mov      rcx, gword ptr [rax+0x08]
       add      rcx, 24
       mov      bword ptr [rbp-0x50], rcx
       mov      r8, qword ptr [rcx+0x100]
       mov      qword ptr [rbp-0x40], r8
       cmp      r8, qword ptr [rcx+0x108]
       jne      G_M000_IG13
       mov      rdi, rax
       mov      rsi, rcx
       mov      rdx, r8
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       je       SHORT G_M000_IG03
 
G_M000_IG07:                ;; offset=0x009A
       mov      rbx, gword ptr [rbp-0x48]
       mov      rax, gword ptr [rbx+0x10]
       cmp      byte  ptr [rax], al
       mov      r15, qword ptr [rbp-0x40]
       mov      ecx, r15d
       and      ecx, dword ptr [rbx+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rax, qword ptr [rax+8*rcx]
       inc      r15
       mov      rbx, bword ptr [rbp-0x50]
       mov      qword ptr [rbx+0x100], r15
 
G_M000_IG08:                ;; offset=0x00C7
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00D6
       mov      rdi, r14
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      G_M000_IG04
 
G_M000_IG10:                ;; offset=0x00E6
       cmp      dword ptr [rbp-0x2C], 1
       jne      SHORT G_M000_IG11
       pause    
       inc      r12d
       jmp      G_M000_IG05
 
G_M000_IG11:                ;; offset=0x00F6
       mov      edi, dword ptr [rbp-0x2C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       add      r12d, dword ptr [rbp-0x2C]
       jmp      G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0108
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG06
 
G_M000_IG13:                ;; offset=0x011D
       jmp      G_M000_IG07
 
; Total bytes of code 290

; Assembly listing for method PerfBuf.Experiments.E01.SpscRingPort:TryPush(long):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 0 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       sub      rsp, 16
       lea      rbp, [rsp+0x30]
       mov      rbx, rsi
 
G_M000_IG02:                ;; offset=0x0014
       mov      r15, gword ptr [rdi]
       xor      ecx, ecx
       mov      dword ptr [rbp-0x28], ecx
       mov      r14, gword ptr [r15+0x08]
       add      r14, 24
       mov      r13, qword ptr [r14+0x80]
       mov      rcx, r13
       sub      rcx, qword ptr [r14+0x88]
       mov      rdi, gword ptr [r15+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       SHORT G_M000_IG05
       lea      rcx, [rbp-0x28]
       mov      rdi, r15
       mov      rsi, r14
       mov      rdx, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG05
       mov      edi, dword ptr [rbp-0x28]
 
G_M000_IG03:                ;; offset=0x005B
       test     edi, edi
       je       SHORT G_M000_IG06
       cmp      edi, 2
       je       SHORT G_M000_IG07
       xor      eax, eax
 
G_M000_IG04:                ;; offset=0x0066
       add      rsp, 16
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x0073
       mov      rdi, gword ptr [r15+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, r13d
       and      esi, dword ptr [r15+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      qword ptr [rdi+8*rsi], rbx
       inc      r13
       mov      qword ptr [r14+0x80], r13
       xor      edi, edi
       jmp      SHORT G_M000_IG03
 
G_M000_IG06:                ;; offset=0x009A
       mov      eax, 1
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x00A1
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 192

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:TryPush(byref):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 4433

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       sub      rsp, 16
       lea      rbp, [rsp+0x30]
       xor      eax, eax
       mov      qword ptr [rbp-0x28], rax
       mov      rbx, rdi
       mov      r15, rsi
 
G_M000_IG02:                ;; offset=0x001D
       mov      r14, gword ptr [rbx+0x08]
       add      r14, 24
       mov      r13, qword ptr [r14+0x80]
       mov      rcx, r13
       sub      rcx, qword ptr [r14+0x88]
       mov      rdi, gword ptr [rbx+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       SHORT G_M000_IG04
       lea      rcx, [rbp-0x28]
       mov      rdi, rbx
       mov      rsi, r14
       mov      rdx, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG04
       mov      eax, dword ptr [rbp-0x28]
 
G_M000_IG03:                ;; offset=0x005C
       add      rsp, 16
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x0069
       mov      rax, gword ptr [rbx+0x10]
       cmp      byte  ptr [rax], al
       mov      ecx, r13d
       and      ecx, dword ptr [rbx+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rdx, qword ptr [r15]
       mov      qword ptr [rax+8*rcx], rdx
       inc      r13
       mov      qword ptr [r14+0x80], r13
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x008F
       add      rsp, 16
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
; Total bytes of code 156

; Assembly listing for method PerfBuf.Experiments.Harness.PortStatus:Pushed(int):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 4249

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       test     edi, edi
       je       SHORT G_M000_IG04
       cmp      edi, 2
       je       SHORT G_M000_IG06
       xor      eax, eax
 
G_M000_IG03:                ;; offset=0x000F
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x0011
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x0016
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0018
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 55

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Yield(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 22642
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 56
       vzeroupper 
       lea      rbp, [rsp+0x60]
       mov      ebx, edi
 
G_M000_IG02:                ;; offset=0x0018
       lea      rdi, [rbp-0x60]
       call     CORINFO_HELP_INIT_PINVOKE_FRAME
       mov      r15, rax
       mov      rax, rsp
       mov      qword ptr [rbp-0x48], rax
       mov      rax, rbp
       mov      qword ptr [rbp-0x38], rax
       mov      eax, ebx
       not      eax
       and      eax, 15
       je       SHORT G_M000_IG09
 
G_M000_IG03:                ;; offset=0x003B
       mov      rax, 0x7FC766881058
       mov      qword ptr [rbp-0x50], rax
       lea      rax, G_M000_IG06
       mov      qword ptr [rbp-0x40], rax
       lea      rax, [rbp-0x60]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG04:                ;; offset=0x0061
       mov      rax, 0x7FC7E4C6F770
 
G_M000_IG05:                ;; offset=0x006B
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG06:                ;; offset=0x006D
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       je       SHORT G_M000_IG07
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG07:                ;; offset=0x0081
       mov      rdi, qword ptr [rbp-0x58]
       mov      qword ptr [r15+0x08], rdi
 
G_M000_IG08:                ;; offset=0x0089
       add      rsp, 56
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x0098
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG08
 
; Total bytes of code 162

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 354
; 3 inlinees with PGO data; 8 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 24
       lea      rbp, [rsp+0x40]
       mov      r15, rdi
       mov      r13, rdx
       mov      r14, rcx
       mov      rbx, r8
 
G_M000_IG02:                ;; offset=0x001F
       cmp      byte  ptr [r14+0x38], 0
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0026
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       G_M000_IG08
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG04:                ;; offset=0x003A
       inc      dword ptr [rbx]
       xor      ecx, ecx
       mov      dword ptr [rbp-0x38], ecx
       mov      r12, gword ptr [r15+0x08]
       add      r12, 24
       mov      rax, qword ptr [r12+0x80]
       mov      qword ptr [rbp-0x30], rax
       mov      rcx, rax
       sub      rcx, qword ptr [r12+0x88]
       mov      rdi, gword ptr [r15+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       SHORT G_M000_IG10
       lea      rcx, [rbp-0x38]
       mov      rdi, r15
       mov      rsi, r12
       mov      rdx, rax
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       mov      rax, qword ptr [rbp-0x30]
       jne      SHORT G_M000_IG10
       mov      edi, dword ptr [rbp-0x38]
 
G_M000_IG05:                ;; offset=0x008A
       test     edi, edi
       je       SHORT G_M000_IG11
       cmp      edi, 2
       je       G_M000_IG14
       cmp      byte  ptr [r14+0x38], 0
       je       SHORT G_M000_IG03
 
G_M000_IG06:                ;; offset=0x009E
       xor      eax, eax
 
G_M000_IG07:                ;; offset=0x00A0
       add      rsp, 24
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG08:                ;; offset=0x00AF
       cmp      dword ptr [rbx+0x0C], 1
       jne      SHORT G_M000_IG09
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      G_M000_IG04
 
G_M000_IG09:                ;; offset=0x00BF
       mov      edi, dword ptr [rbx+0x0C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      ecx, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], ecx
       jmp      G_M000_IG04
 
G_M000_IG10:                ;; offset=0x00D3
       mov      rdi, gword ptr [r15+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, eax
       and      esi, dword ptr [r15+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      qword ptr [rdi+8*rsi], r13
       inc      rax
       mov      qword ptr [r12+0x80], rax
       xor      edi, edi
       jmp      SHORT G_M000_IG05
 
G_M000_IG11:                ;; offset=0x00FA
       xor      eax, eax
       mov      dword ptr [rbx], eax
 
G_M000_IG12:                ;; offset=0x00FE
       mov      dword ptr [rbx+0x04], eax
       mov      eax, 1
 
G_M000_IG13:                ;; offset=0x0106
       add      rsp, 24
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG14:                ;; offset=0x0115
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 308

; Assembly listing for method PerfBuf.Core.Waiting.SpinHint:Pause() (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       pause    
 
G_M000_IG03:                ;; offset=0x0002
       ret      
 
; Total bytes of code 3

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, qword ptr [rsi+0x80]
       mov      qword ptr [rsi+0x108], rax
       cmp      rax, rdx
       setne    al
       movzx    rax, al
 
G_M000_IG03:                ;; offset=0x0017
       ret      
 
; Total bytes of code 24

; Assembly listing for method PerfBuf.Experiments.E01.SpscRingPort:TryPop(byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 0 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       lea      rbp, [rsp+0x20]
       mov      rbx, rsi
 
G_M000_IG02:                ;; offset=0x0010
       mov      r15, gword ptr [rdi+0x08]
       cmp      byte  ptr [r15+0x1D], 0
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x001B
       mov      r14, gword ptr [r15+0x08]
       add      r14, 24
       mov      r13, qword ptr [r14+0x100]
       cmp      r13, qword ptr [r14+0x108]
       jne      SHORT G_M000_IG04
       mov      rdi, r15
       mov      rsi, r14
       mov      rdx, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       je       SHORT G_M000_IG07
 
G_M000_IG04:                ;; offset=0x0046
       mov      rax, gword ptr [r15+0x10]
       cmp      byte  ptr [rax], al
       mov      ecx, r13d
       and      ecx, dword ptr [r15+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rax, qword ptr [rax+8*rcx]
       mov      qword ptr [rbx], rax
       inc      r13
       mov      qword ptr [r14+0x100], r13
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x0070
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0079
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      SHORT G_M000_IG03
 
G_M000_IG07:                ;; offset=0x008B
       xor      eax, eax
       mov      qword ptr [rbx], rax
 
G_M000_IG08:                ;; offset=0x0090
       jmp      SHORT G_M000_IG05
 
; Total bytes of code 146

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:TryPop(byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 137
; 1 inlinees with PGO data; 0 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       lea      rbp, [rsp+0x20]
       mov      rbx, rdi
       mov      r15, rsi
 
G_M000_IG02:                ;; offset=0x0013
       cmp      byte  ptr [rbx+0x1D], 0
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0019
       mov      r14, gword ptr [rbx+0x08]
       add      r14, 24
       mov      r13, qword ptr [r14+0x100]
       cmp      r13, qword ptr [r14+0x108]
       jne      SHORT G_M000_IG04
       mov      rdi, rbx
       mov      rsi, r14
       mov      rdx, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       je       SHORT G_M000_IG07
 
G_M000_IG04:                ;; offset=0x0044
       mov      rax, gword ptr [rbx+0x10]
       cmp      byte  ptr [rax], al
       mov      ecx, r13d
       and      ecx, dword ptr [rbx+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rax, qword ptr [rax+8*rcx]
       mov      qword ptr [r15], rax
       inc      r13
       mov      qword ptr [r14+0x100], r13
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x006D
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0076
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      SHORT G_M000_IG03
 
G_M000_IG07:                ;; offset=0x0088
       xor      eax, eax
       mov      qword ptr [r15], rax
 
G_M000_IG08:                ;; offset=0x008D
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
; Total bytes of code 150

; Assembly listing for method PerfBuf.Mailboxes.DrainGuard:ThrowIfDraining(System.String):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 137

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       cmp      byte  ptr [rdi], 0
       jne      SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0005
       ret      
 
G_M000_IG04:                ;; offset=0x0006
       mov      rdi, rsi
 
G_M000_IG05:                ;; offset=0x0009
       tail.jmp [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
 
; Total bytes of code 15

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitForProducers(byref,PerfBuf.Experiments.Harness.WorkerGroup) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 136
; 1 inlinees with PGO data; 5 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x000B
       mov      edi, dword ptr [rbx]
       not      edi
       and      edi, 0x3FF
       je       SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0017
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       SHORT G_M000_IG07
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG04:                ;; offset=0x0027
       inc      dword ptr [rbx]
 
G_M000_IG05:                ;; offset=0x0029
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0030
       mov      rdi, rsi
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      SHORT G_M000_IG03
 
G_M000_IG07:                ;; offset=0x003D
       cmp      dword ptr [rbx+0x0C], 1
       jne      SHORT G_M000_IG08
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      SHORT G_M000_IG04
 
G_M000_IG08:                ;; offset=0x004A
       mov      edi, dword ptr [rbx+0x0C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], eax
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 91

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:get_Count():int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      eax, dword ptr [rdi]
 
G_M000_IG03:                ;; offset=0x0002
       ret      
 
; Total bytes of code 3

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Spin(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 16172
; 0 inlinees with PGO data; 0 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       test     edi, edi
       jle      SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0008
       align    [0 bytes for IG04]
 
G_M000_IG04:                ;; offset=0x0008
       pause    
       dec      edi
       jne      SHORT G_M000_IG04
 
G_M000_IG05:                ;; offset=0x000E
       pop      rbp
       ret      
 
; Total bytes of code 16

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Reset():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       xor      eax, eax
       mov      dword ptr [rdi], eax
 
G_M000_IG03:                ;; offset=0x0004
       mov      dword ptr [rdi+0x04], eax
 
G_M000_IG04:                ;; offset=0x0007
       ret      
 
; Total bytes of code 8

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Encode(int,long):long (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       movsxd   rax, edi
       shl      rax, 40
       or       rax, rsi
 
G_M000_IG03:                ;; offset=0x000A
       ret      
 
; Total bytes of code 11

; Assembly listing for method PerfBuf.Experiments.Harness.BenchWorker:ThrowIfFaulted():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 100
; PGO data available, profile data was all zero
; 0 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       lea      rbp, [rsp+0x20]
 
G_M000_IG02:                ;; offset=0x000D
       mov      rbx, gword ptr [rdi+0x30]
       test     rbx, rbx
       jne      SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0016
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x001F
       mov      rdi, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rdi+0x18]
       mov      rdi, 0x7FC766F812F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      edi, 521
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      r13, rax
       mov      rdi, rbx
       mov      rax, qword ptr [rbx]
       mov      rax, qword ptr [rax+0x40]
       call     [rax+0x20]System.Exception:get_Message():System.String:this
       mov      rdx, rax
       mov      rsi, r13
       mov      rdi, r15
       call     [System.String:Concat(System.String,System.String,System.String):System.String]
       mov      rbx, rax
       mov      rdi, r14
       call     [System.Exception:.ctor():this]
       lea      rdi, bword ptr [r14+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       mov      rdi, r14
       call     CORINFO_HELP_THROW
       int3     
 
; Total bytes of code 142

; Assembly listing for method PerfBuf.Experiments.Harness.Check:Equal(long,long,System.String) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 36
; 6 inlinees with PGO data; 2 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x40]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu  ymmword ptr [rbp-0x40], ymm8
       xor      eax, eax
       mov      qword ptr [rbp-0x20], rax
       mov      rbx, rsi
       mov      r15, rdx
 
G_M000_IG02:                ;; offset=0x0025
       mov      r14, rdi
       add      r14, qword ptr [(reloc 0x7fc76585b140)]
       cmp      rbx, r14
       jne      SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0034
       add      rsp, 40
       pop      rbx
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x003F
       lea      rdi, [rbp-0x40]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0x40]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       ja       SHORT G_M000_IG07
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG05
       vmovups  xmm0, xmmword ptr [reloc @RWD00]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 11
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG06
 
G_M000_IG05:                ;; offset=0x00A0
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7FC755C2ADF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG06:                ;; offset=0x00B4
       lea      rdi, [rbp-0x40]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       jbe      SHORT G_M000_IG08
 
G_M000_IG07:                ;; offset=0x00C9
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG08:                ;; offset=0x00D0
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG09
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 6
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0103
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7FC755C2AE28
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG10:                ;; offset=0x0117
       lea      rdi, [rbp-0x40]
       mov      rsi, rbx
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0x40]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
RWD00  	dq	007800650020003Ah, 0074006300650070h

; Total bytes of code 312

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:get_Expected():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, qword ptr [rdi+0x10]
       mov      rcx, gword ptr [rdi]
       mov      ecx, dword ptr [rcx+0x08]
       imul     rax, rcx
 
G_M000_IG03:                ;; offset=0x000E
       ret      
 
; Total bytes of code 15

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 69
; 4 inlinees with PGO data; 7 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       sub      rsp, 16
       lea      rbp, [rsp+0x30]
 
G_M000_IG02:                ;; offset=0x0011
       mov      rdi, gword ptr [rdi+0x08]
       mov      rax, 0x7FC7680F7880
       cmp      qword ptr [rdi], rax
       jne      G_M000_IG07
       mov      eax, dword ptr [rdi+0x08]
       xor      ecx, ecx
       test     eax, eax
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0031
       cmp      ecx, eax
       jae      SHORT G_M000_IG05
       mov      edx, ecx
       mov      rbx, gword ptr [rdi+8*rdx+0x10]
       mov      r15, gword ptr [rbx+0x30]
       test     r15, r15
       jne      SHORT G_M000_IG06
       inc      ecx
       cmp      ecx, eax
       jb       SHORT G_M000_IG03
 
G_M000_IG04:                ;; offset=0x004B
       add      rsp, 16
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x0058
       mov      edi, ecx
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG06:                ;; offset=0x0061
       mov      rdi, gword ptr [rbx+0x08]
       mov      r14, gword ptr [rdi+0x18]
       mov      rdi, 0x7FC766F812F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rbx, rax
       mov      rdi, r15
       mov      rax, qword ptr [r15]
       mov      rax, qword ptr [rax+0x40]
       call     [rax+0x20]System.Exception:get_Message():System.String:this
       mov      rdx, rax
       mov      rsi, rbx
       mov      rdi, r14
       call     [System.String:Concat(System.String,System.String,System.String):System.String]
       mov      rbx, rax
       mov      rdi, r13
       call     [System.Exception:.ctor():this]
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       mov      rdi, r13
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG07:                ;; offset=0x00D0
       mov      r11, 0x7FC765860FE8
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      rdi, rax
       mov      bword ptr [rbp-0x28], rdi
 
G_M000_IG08:                ;; offset=0x00E4
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, qword ptr [rdi]
       mov      r11, 0x7FC765860FF0
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       je       G_M000_IG10
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7FC765860FF8
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r15, gword ptr [rbx+0x30]
       test     r15, r15
       je       SHORT G_M000_IG08
       mov      rdi, gword ptr [rbx+0x08]
       mov      r14, gword ptr [rdi+0x18]
       mov      rdi, 0x7FC766F812F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rbx, rax
       mov      rdi, r15
       mov      rax, qword ptr [r15]
       mov      rax, qword ptr [rax+0x40]
       call     [rax+0x20]System.Exception:get_Message():System.String:this
       mov      rdx, rax
       mov      rsi, rbx
       mov      rdi, r14
       call     [System.String:Concat(System.String,System.String,System.String):System.String]
       mov      rbx, rax
       mov      rdi, r13
       call     [System.Exception:.ctor():this]
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       mov      rdi, r13
       call     CORINFO_HELP_THROW
 
G_M000_IG09:                ;; offset=0x018B
       int3     
 
G_M000_IG10:                ;; offset=0x018C
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7FC765861000
       call     [r11]System.IDisposable:Dispose():this
       jmp      G_M000_IG04
 
G_M000_IG11:                ;; offset=0x01A2
       push     rax
 
G_M000_IG12:                ;; offset=0x01A3
       cmp      bword ptr [rbp-0x28], 0
       je       SHORT G_M000_IG13
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7FC765861000
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG13:                ;; offset=0x01BB
       nop      
 
G_M000_IG14:                ;; offset=0x01BC
       add      rsp, 8
       ret      
 
; Total bytes of code 449

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:NewBackoff(int):PerfBuf.Core.Waiting.Backoff (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 40
; 3 inlinees with PGO data; 2 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       sub      rsp, 24
 
G_M000_IG02:                ;; offset=0x0004
       test     edi, edi
       je       SHORT G_M000_IG04
       xor      eax, eax
       mov      rdx, 0x10000001000
 
G_M000_IG03:                ;; offset=0x0014
       add      rsp, 24
       ret      
 
G_M000_IG04:                ;; offset=0x0019
       vxorps   xmm0, xmm0, xmm0
       vmovups  xmmword ptr [rsp+0x08], xmm0
       lea      rdi, [rsp+0x08]
       mov      esi, 256
       mov      edx, 1
       call     [PerfBuf.Core.Waiting.Backoff:.ctor(int,int):this]
       mov      rax, qword ptr [rsp+0x08]
       mov      rdx, qword ptr [rsp+0x10]
 
G_M000_IG05:                ;; offset=0x0042
       add      rsp, 24
       ret      
 
; Total bytes of code 71

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:.ctor(int,int):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 3 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     rbx
       lea      rbp, [rsp+0x10]
       mov      r15d, esi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x000E
       test     r15d, r15d
       jl       SHORT G_M000_IG07
       test     ebx, ebx
       jg       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0017
       mov      edi, 0xB2F
       mov      rsi, 0x7FC766F82868
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      edi, ebx
       mov      esi, 1
       call     [System.ArgumentOutOfRangeException:ThrowLess[int](int,int,System.String)]
       int3     
 
G_M000_IG04:                ;; offset=0x003D
       mov      dword ptr [rdi+0x08], r15d
       mov      dword ptr [rdi+0x0C], ebx
       xor      esi, esi
       mov      dword ptr [rdi], esi
 
G_M000_IG05:                ;; offset=0x0048
       mov      dword ptr [rdi+0x04], esi
 
G_M000_IG06:                ;; offset=0x004B
       pop      rbx
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x0050
       mov      edi, 0xB1B
       mov      rsi, 0x7FC766F82868
       call     [CORINFO_HELP_STRCNS]
       mov      rsi, rax
       mov      edi, r15d
       call     [System.ArgumentOutOfRangeException:ThrowNegative[int](int,System.String)]
       int3     
 
; Total bytes of code 114

; Assembly listing for method PerfBuf.Core.Threading.Crossings:get_Active():PerfBuf.Core.Threading.Crossings (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, 0x7FBB8B002938
       mov      rax, gword ptr [rax]
 
G_M000_IG03:                ;; offset=0x000D
       ret      
 
; Total bytes of code 14

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:JoinAll():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 71
; 23 inlinees with PGO data; 38 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 136
       vzeroupper 
       lea      rbp, [rsp+0xB0]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0xB0], zmm8
       vmovdqu32 zmmword ptr [rbp-0x70], zmm8
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x003E
       lea      rdi, [rbp-0x80]
       call     CORINFO_HELP_INIT_PINVOKE_FRAME
       mov      qword ptr [rbp-0x48], rax
       mov      rdi, rsp
       mov      qword ptr [rbp-0x68], rdi
       mov      rdi, rbp
       mov      qword ptr [rbp-0x58], rdi
       mov      rbx, gword ptr [rbx+0x08]
       mov      rdi, 0x7FC7680F7880
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG78
       mov      r15d, dword ptr [rbx+0x08]
       test     r15d, r15d
       jne      G_M000_IG76
 
G_M000_IG03:                ;; offset=0x007D
       test     byte  ptr [(reloc 0x7fc7680fb690)], 1
       je       G_M000_IG77
 
G_M000_IG04:                ;; offset=0x008A
       mov      rdi, 0x7FBB8B002970
       mov      r14, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0097
       mov      gword ptr [rbp-0x90], r14
 
G_M000_IG06:                ;; offset=0x009E
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7FC7680FB5C8
       cmp      rbx, rdi
       jne      G_M000_IG67
       mov      edi, dword ptr [r14+0x08]
       inc      edi
       mov      ebx, dword ptr [r14+0x0C]
       cmp      edi, ebx
       jae      G_M000_IG59
 
G_M000_IG07:                ;; offset=0x00CD
       mov      dword ptr [r14+0x08], edi
       mov      edi, dword ptr [r14+0x08]
       cmp      edi, dword ptr [r14+0x0C]
       jae      G_M000_IG68
       mov      r11, gword ptr [r14+0x10]
       cmp      edi, dword ptr [r11+0x08]
       jae      G_M000_IG74
       mov      rbx, gword ptr [r11+8*rdi+0x10]
 
G_M000_IG08:                ;; offset=0x00F2
       mov      gword ptr [rbp-0x98], rbx
       mov      rax, gword ptr [rbx+0x18]
       mov      gword ptr [rbp-0xA0], rax
       xor      eax, eax
       mov      gword ptr [rbp-0x30], rax
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0x40000000
       jne      G_M000_IG69
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0125
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG70
 
G_M000_IG10:                ;; offset=0x0133
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG57
 
G_M000_IG11:                ;; offset=0x0147
       mov      ebx, -1
       mov      rax, gword ptr [rbp-0xA0]
       mov      r15d, dword ptr [rax+0x18]
       and      r15d, 0x3FF80000
       shr      r15d, 19
       xor      eax, eax
       mov      dword ptr [rbp-0x38], eax
 
G_M000_IG12:                ;; offset=0x0167
       cmp      dword ptr [rbp-0x38], r15d
       jl       SHORT G_M000_IG17
 
G_M000_IG13:                ;; offset=0x016D
       mov      rdi, gword ptr [rbp-0xA0]
       cmp      gword ptr [rdi+0x08], 0
       je       G_M000_IG35
 
G_M000_IG14:                ;; offset=0x017F
       test     byte  ptr [(reloc 0x7fc7680f90e0)], 1
       je       G_M000_IG65
 
G_M000_IG15:                ;; offset=0x018C
       mov      rdi, 0x7FBB8B002990
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG72
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG36
 
G_M000_IG16:                ;; offset=0x01AF
       xor      rax, rax
       xor      edx, edx
       jmp      G_M000_IG37
 
G_M000_IG17:                ;; offset=0x01B8
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG26
 
G_M000_IG18:                ;; offset=0x01C2
       mov      eax, dword ptr [rbp-0x38]
       add      eax, -10
       test     al, 1
       jne      G_M000_IG26
 
G_M000_IG19:                ;; offset=0x01D0
       mov      ecx, dword ptr [rbp-0x38]
       add      ecx, -10
       mov      edi, ecx
       shr      edi, 31
       add      ecx, edi
       sar      ecx, 1
       mov      edx, 0x66666667
       mov      eax, edx
       imul     edx:eax, ecx
       mov      eax, edx
       shr      eax, 31
       sar      edx, 1
       add      eax, edx
       lea      eax, [rax+4*rax]
       sub      ecx, eax
       cmp      ecx, 4
       je       SHORT G_M000_IG25
 
G_M000_IG20:                ;; offset=0x01FB
       mov      rax, 0x7FC766881058
       mov      qword ptr [rbp-0x70], rax
       lea      rax, G_M000_IG23
       mov      qword ptr [rbp-0x60], rax
       mov      rax, qword ptr [rbp-0x48]
       lea      rcx, [rbp-0x80]
       mov      qword ptr [rax+0x08], rcx
       mov      rax, qword ptr [rbp-0x48]
       mov      byte  ptr [rax+0x04], 0
 
G_M000_IG21:                ;; offset=0x0228
       mov      rax, 0x7FC7E4C6F770
 
G_M000_IG22:                ;; offset=0x0232
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG23:                ;; offset=0x0234
       mov      rcx, qword ptr [rbp-0x48]
       mov      byte  ptr [rcx+0x04], 1
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       je       SHORT G_M000_IG24
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG24:                ;; offset=0x024B
       mov      rdi, qword ptr [rbp-0x48]
       mov      rax, qword ptr [rbp-0x78]
       mov      qword ptr [rdi+0x08], rax
       jmp      SHORT G_M000_IG29
 
G_M000_IG25:                ;; offset=0x0259
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG29
 
G_M000_IG26:                ;; offset=0x0263
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG58
 
G_M000_IG27:                ;; offset=0x0272
       cmp      eax, 0x400
       jge      G_M000_IG63
       mov      edi, eax
       mov      rax, 0x7FC7E4C6F410
 
G_M000_IG28:                ;; offset=0x0289
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       jne      G_M000_IG62
 
G_M000_IG29:                ;; offset=0x0298
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG64
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG30:                ;; offset=0x02AA
       mov      dword ptr [rbp-0x38], edi
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG57
 
G_M000_IG31:                ;; offset=0x02C1
       cmp      dword ptr [rbp-0x38], 100
       mov      r14, gword ptr [rbp-0x90]
       jl       G_M000_IG12
 
G_M000_IG32:                ;; offset=0x02D2
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG12
 
G_M000_IG33:                ;; offset=0x02F2
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG12
 
G_M000_IG34:                ;; offset=0x02FD
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG12
       jmp      G_M000_IG70
 
G_M000_IG35:                ;; offset=0x0310
       mov      rdi, 0x7FC7658547B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       mov      rdi, gword ptr [rbp-0xA0]
       add      rdi, 8
       test     rdi, rdi
       je       G_M000_IG71
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG14
 
G_M000_IG36:                ;; offset=0x0342
       mov      rdx, gword ptr [rbp-0xA0]
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
 
G_M000_IG37:                ;; offset=0x0354
       mov      gword ptr [rbp-0xB0], rax
       mov      qword ptr [rbp-0x88], rdx
 
G_M000_IG38:                ;; offset=0x0362
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0xA8], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG39:                ;; offset=0x0379
       cmp      gword ptr [rbp-0xA8], 0
       je       G_M000_IG49
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG50
 
G_M000_IG40:                ;; offset=0x039B
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG41:                ;; offset=0x03A2
       mov      rsi, gword ptr [rbp-0xA0]
       test     dword ptr [rsi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG53
 
G_M000_IG42:                ;; offset=0x03B6
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG44
 
G_M000_IG43:                ;; offset=0x03BD
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG51
 
G_M000_IG44:                ;; offset=0x03CB
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG46
 
G_M000_IG45:                ;; offset=0x03FA
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG52
 
G_M000_IG46:                ;; offset=0x041B
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      esi, ebx
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG48
 
G_M000_IG47:                ;; offset=0x0432
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG41
 
G_M000_IG48:                ;; offset=0x0456
       call     G_M000_IG80
       jmp      SHORT G_M000_IG52
 
G_M000_IG49:                ;; offset=0x045D
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG50:                ;; offset=0x0466
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG40
 
G_M000_IG51:                ;; offset=0x0478
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG52:                ;; offset=0x0483
       call     G_M000_IG83
       jmp      SHORT G_M000_IG56
 
G_M000_IG53:                ;; offset=0x048A
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG54:                ;; offset=0x0498
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG57
 
G_M000_IG55:                ;; offset=0x04A2
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG57
       jmp      G_M000_IG66
 
G_M000_IG56:                ;; offset=0x04CC
       call     G_M000_IG88
       nop      
 
G_M000_IG57:                ;; offset=0x04D2
       mov      rdi, gword ptr [rbp-0x98]
       mov      rbx, gword ptr [rdi+0x30]
       test     rbx, rbx
       je       G_M000_IG06
       jmp      G_M000_IG73
 
G_M000_IG58:                ;; offset=0x04EB
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG27
       jmp      SHORT G_M000_IG61
 
G_M000_IG59:                ;; offset=0x0502
       mov      dword ptr [r14+0x08], ebx
       jmp      G_M000_IG75
 
G_M000_IG60:                ;; offset=0x050B
       mov      rdi, r14
       mov      r11, 0x7FC765861070
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r14, gword ptr [rbp-0x90]
       jmp      G_M000_IG08
 
G_M000_IG61:                ;; offset=0x052A
       mov      eax, edi
       jmp      G_M000_IG27
 
G_M000_IG62:                ;; offset=0x0531
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG29
 
G_M000_IG63:                ;; offset=0x053B
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG29
 
G_M000_IG64:                ;; offset=0x0548
       mov      edi, 10
       jmp      G_M000_IG30
 
G_M000_IG65:                ;; offset=0x0552
       mov      rdi, 0x7FC7680F9030
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG15
 
G_M000_IG66:                ;; offset=0x0567
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG57
 
G_M000_IG67:                ;; offset=0x0580
       mov      rdi, r14
       mov      r11, 0x7FC765861068
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      G_M000_IG60
       jmp      G_M000_IG79
 
G_M000_IG68:                ;; offset=0x059D
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG69:                ;; offset=0x05A4
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG70:                ;; offset=0x05B2
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG71:                ;; offset=0x05BD
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG72:                ;; offset=0x05C4
       mov      edi, 0xA45
       mov      rsi, 0x7FC765854000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG73:                ;; offset=0x05E3
       mov      rdi, gword ptr [rbp-0x98]
       mov      rdi, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rdi+0x18]
       mov      rdi, 0x7FC766F812F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      r12, rax
       mov      rdi, rbx
       mov      rax, qword ptr [rbx]
       mov      rax, qword ptr [rax+0x40]
       call     [rax+0x20]System.Exception:get_Message():System.String:this
       mov      rdx, rax
       mov      rsi, r12
       mov      rdi, r15
       call     [System.String:Concat(System.String,System.String,System.String):System.String]
       mov      rbx, rax
       mov      rdi, r13
       call     [System.Exception:.ctor():this]
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       mov      rdi, r13
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG74:                ;; offset=0x0659
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG75:                ;; offset=0x065F
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG76:                ;; offset=0x0671
       mov      rdi, 0x7FC7680FB5C8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], -1
       mov      dword ptr [r14+0x0C], r15d
       lea      rdi, bword ptr [r14+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG77:                ;; offset=0x06A0
       mov      rdi, 0x7FC7680FB5C8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG78:                ;; offset=0x06B5
       mov      rdi, rbx
       mov      r11, 0x7FC765861060
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r14, rax
       jmp      G_M000_IG05
 
G_M000_IG79:                ;; offset=0x06CD
       mov      rdi, r14
       mov      r11, 0x7FC765861078
       call     [r11]System.IDisposable:Dispose():this
       jmp      SHORT G_M000_IG75
 
G_M000_IG80:                ;; offset=0x06DF
       push     rax
       vzeroupper 
 
G_M000_IG81:                ;; offset=0x06E3
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG82:                ;; offset=0x0703
       add      rsp, 8
       ret      
 
G_M000_IG83:                ;; offset=0x0708
       push     rax
       vzeroupper 
 
G_M000_IG84:                ;; offset=0x070C
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG86
 
G_M000_IG85:                ;; offset=0x0712
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG86:                ;; offset=0x071F
       nop      
 
G_M000_IG87:                ;; offset=0x0720
       add      rsp, 8
       ret      
 
G_M000_IG88:                ;; offset=0x0725
       push     rax
       vzeroupper 
 
G_M000_IG89:                ;; offset=0x0729
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG92
 
G_M000_IG90:                ;; offset=0x0733
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG92
 
G_M000_IG91:                ;; offset=0x0758
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG92:                ;; offset=0x076C
       nop      
 
G_M000_IG93:                ;; offset=0x076D
       add      rsp, 8
       ret      
 
G_M000_IG94:                ;; offset=0x0772
       push     rax
       vzeroupper 
 
G_M000_IG95:                ;; offset=0x0776
       cmp      gword ptr [rbp-0x90], 0
       je       SHORT G_M000_IG97
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7FC7680FB5C8
       cmp      rbx, rdi
       je       SHORT G_M000_IG97
 
G_M000_IG96:                ;; offset=0x0799
       mov      rdi, r14
       mov      r11, 0x7FC765861078
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG97:                ;; offset=0x07A9
       nop      
 
G_M000_IG98:                ;; offset=0x07AA
       add      rsp, 8
       ret      
 
; Total bytes of code 1967

; Assembly listing for method PerfBuf.Experiments.Harness.BenchWorker:Join():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 20 inlinees with PGO data; 33 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 120
       vzeroupper 
       lea      rbp, [rsp+0xA0]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0xA0], zmm8
       vmovdqu32 zmmword ptr [rbp-0x70], zmm8
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      gword ptr [rbp-0x88], rdi
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0042
       lea      rdi, [rbp-0x78]
       call     CORINFO_HELP_INIT_PINVOKE_FRAME
       mov      r15, rax
       mov      rax, rsp
       mov      qword ptr [rbp-0x60], rax
       mov      rax, rbp
       mov      qword ptr [rbp-0x50], rax
       mov      r14, gword ptr [rbx+0x18]
       mov      gword ptr [rbp-0x90], r14
       test     dword ptr [r14+0x18], 0x40000000
       jne      G_M000_IG54
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x007C
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG59
 
G_M000_IG04:                ;; offset=0x008A
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG51
 
G_M000_IG05:                ;; offset=0x0098
       mov      r13d, -1
       mov      r12d, dword ptr [r14+0x18]
       and      r12d, 0x3FF80000
       shr      r12d, 19
       xor      eax, eax
       mov      dword ptr [rbp-0x38], eax
 
G_M000_IG06:                ;; offset=0x00B2
       cmp      dword ptr [rbp-0x38], r12d
       jl       SHORT G_M000_IG11
 
G_M000_IG07:                ;; offset=0x00B8
       mov      r14, gword ptr [rbp-0x90]
       cmp      gword ptr [r14+0x08], 0
       je       G_M000_IG29
 
G_M000_IG08:                ;; offset=0x00CA
       test     byte  ptr [(reloc 0x7fc7680f90e0)], 1
       je       G_M000_IG61
 
G_M000_IG09:                ;; offset=0x00D7
       mov      rdi, 0x7FBB8B002990
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG62
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG30
 
G_M000_IG10:                ;; offset=0x00FA
       xor      rsi, rsi
       xor      edx, edx
       jmp      G_M000_IG31
 
G_M000_IG11:                ;; offset=0x0103
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG20
 
G_M000_IG12:                ;; offset=0x010D
       mov      eax, dword ptr [rbp-0x38]
       add      eax, -10
       test     al, 1
       jne      G_M000_IG20
 
G_M000_IG13:                ;; offset=0x011B
       mov      ecx, dword ptr [rbp-0x38]
       add      ecx, -10
       mov      edi, ecx
       shr      edi, 31
       add      ecx, edi
       sar      ecx, 1
       mov      edx, 0x66666667
       mov      eax, edx
       imul     edx:eax, ecx
       mov      eax, edx
       shr      eax, 31
       sar      edx, 1
       add      eax, edx
       lea      eax, [rax+4*rax]
       sub      ecx, eax
       cmp      ecx, 4
       je       SHORT G_M000_IG19
 
G_M000_IG14:                ;; offset=0x0146
       mov      rax, 0x7FC766881058
       mov      qword ptr [rbp-0x68], rax
       lea      rax, G_M000_IG17
       mov      qword ptr [rbp-0x58], rax
       lea      rax, [rbp-0x78]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG15:                ;; offset=0x016C
       mov      rax, 0x7FC7E4C6F770
 
G_M000_IG16:                ;; offset=0x0176
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG17:                ;; offset=0x0178
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       je       SHORT G_M000_IG18
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG18:                ;; offset=0x018C
       mov      rdi, qword ptr [rbp-0x70]
       mov      qword ptr [r15+0x08], rdi
       jmp      SHORT G_M000_IG23
 
G_M000_IG19:                ;; offset=0x0196
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG23
 
G_M000_IG20:                ;; offset=0x01A0
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG53
 
G_M000_IG21:                ;; offset=0x01AF
       cmp      eax, 0x400
       jge      G_M000_IG57
       mov      edi, eax
       mov      rax, 0x7FC7E4C6F410
 
G_M000_IG22:                ;; offset=0x01C6
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       jne      G_M000_IG56
 
G_M000_IG23:                ;; offset=0x01D5
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG58
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG24:                ;; offset=0x01E7
       mov      dword ptr [rbp-0x38], edi
       mov      r14, gword ptr [rbp-0x90]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG51
 
G_M000_IG25:                ;; offset=0x01FF
       cmp      dword ptr [rbp-0x38], 100
       jl       G_M000_IG06
 
G_M000_IG26:                ;; offset=0x0209
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG06
 
G_M000_IG27:                ;; offset=0x0229
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG06
 
G_M000_IG28:                ;; offset=0x0234
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG06
       jmp      G_M000_IG59
 
G_M000_IG29:                ;; offset=0x0247
       mov      rdi, 0x7FC7658547B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       lea      rdi, bword ptr [r14+0x08]
       test     rdi, rdi
       je       G_M000_IG60
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG08
 
G_M000_IG30:                ;; offset=0x0272
       mov      rdx, r14
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
       mov      rsi, rax
 
G_M000_IG31:                ;; offset=0x0283
       mov      gword ptr [rbp-0xA0], rsi
       mov      qword ptr [rbp-0x80], rdx
 
G_M000_IG32:                ;; offset=0x028E
       mov      rdi, gword ptr [r14+0x08]
       mov      gword ptr [rbp-0x98], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG33:                ;; offset=0x029E
       cmp      gword ptr [rbp-0x98], 0
       je       G_M000_IG43
       mov      rdi, gword ptr [rbp-0x98]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG44
 
G_M000_IG34:                ;; offset=0x02C0
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG35:                ;; offset=0x02C7
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG47
 
G_M000_IG36:                ;; offset=0x02D5
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG38
 
G_M000_IG37:                ;; offset=0x02DC
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG45
 
G_M000_IG38:                ;; offset=0x02EA
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG40
 
G_M000_IG39:                ;; offset=0x0309
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG46
 
G_M000_IG40:                ;; offset=0x0320
       mov      rdi, gword ptr [r14+0x08]
       mov      esi, r13d
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG42
 
G_M000_IG41:                ;; offset=0x0331
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG35
 
G_M000_IG42:                ;; offset=0x034B
       call     G_M000_IG65
       jmp      SHORT G_M000_IG46
 
G_M000_IG43:                ;; offset=0x0352
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG44:                ;; offset=0x035B
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG34
 
G_M000_IG45:                ;; offset=0x036D
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG46:                ;; offset=0x0378
       call     G_M000_IG68
       jmp      SHORT G_M000_IG50
 
G_M000_IG47:                ;; offset=0x037F
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG48:                ;; offset=0x038D
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG51
 
G_M000_IG49:                ;; offset=0x0397
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG51
       jmp      G_M000_IG63
 
G_M000_IG50:                ;; offset=0x03BE
       call     G_M000_IG73
       nop      
 
G_M000_IG51:                ;; offset=0x03C4
       mov      rbx, gword ptr [rbp-0x88]
       mov      r14, gword ptr [rbx+0x30]
       test     r14, r14
       jne      G_M000_IG64
 
G_M000_IG52:                ;; offset=0x03D8
       add      rsp, 120
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG53:                ;; offset=0x03E7
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG21
       jmp      SHORT G_M000_IG55
 
G_M000_IG54:                ;; offset=0x03FE
       mov      rdi, r14
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG55:                ;; offset=0x0408
       mov      eax, edi
       jmp      G_M000_IG21
 
G_M000_IG56:                ;; offset=0x040F
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG23
 
G_M000_IG57:                ;; offset=0x0419
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG23
 
G_M000_IG58:                ;; offset=0x0426
       mov      edi, 10
       jmp      G_M000_IG24
 
G_M000_IG59:                ;; offset=0x0430
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG60:                ;; offset=0x043B
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG61:                ;; offset=0x0442
       mov      rdi, 0x7FC7680F9030
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG09
 
G_M000_IG62:                ;; offset=0x0457
       mov      edi, 0xA45
       mov      rsi, 0x7FC765854000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG63:                ;; offset=0x0476
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG51
 
G_M000_IG64:                ;; offset=0x048C
       mov      rdi, gword ptr [rbx+0x08]
       mov      rbx, gword ptr [rdi+0x18]
       mov      rdi, 0x7FC766F812F8
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      edi, 521
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      r13, rax
       mov      rdi, r14
       mov      rax, qword ptr [r14]
       mov      rax, qword ptr [rax+0x40]
       call     [rax+0x20]System.Exception:get_Message():System.String:this
       mov      rdx, rax
       mov      rsi, r13
       mov      rdi, rbx
       call     [System.String:Concat(System.String,System.String,System.String):System.String]
       mov      rbx, rax
       mov      rdi, r15
       call     [System.Exception:.ctor():this]
       lea      rdi, bword ptr [r15+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       mov      rdi, r15
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG65:                ;; offset=0x04FB
       push     rax
       vzeroupper 
 
G_M000_IG66:                ;; offset=0x04FF
       mov      r14, gword ptr [rbp-0x90]
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG67:                ;; offset=0x051C
       add      rsp, 8
       ret      
 
G_M000_IG68:                ;; offset=0x0521
       push     rax
       vzeroupper 
 
G_M000_IG69:                ;; offset=0x0525
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG71
 
G_M000_IG70:                ;; offset=0x052B
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG71:                ;; offset=0x0538
       nop      
 
G_M000_IG72:                ;; offset=0x0539
       add      rsp, 8
       ret      
 
G_M000_IG73:                ;; offset=0x053E
       push     rax
       vzeroupper 
 
G_M000_IG74:                ;; offset=0x0542
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG77
 
G_M000_IG75:                ;; offset=0x054C
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG77
 
G_M000_IG76:                ;; offset=0x056E
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG77:                ;; offset=0x057F
       nop      
 
G_M000_IG78:                ;; offset=0x0580
       add      rsp, 8
       ret      
 
; Total bytes of code 1413

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Complete():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 71
; 49 inlinees with PGO data; 57 single block inlinees; 15 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 264
       lea      rbp, [rsp+0x130]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0x100], zmm8
       vmovdqu32 zmmword ptr [rbp-0xC0], zmm8
       vmovdqu32 zmmword ptr [rbp-0x80], zmm8
       vmovdqa  xmmword ptr [rbp-0x40], xmm8
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0041
       xor      r15d, r15d
 
G_M000_IG03:                ;; offset=0x0044
       mov      r14, gword ptr [rbx]
       cmp      dword ptr [r14+0x08], r15d
       jle      G_M000_IG22
 
G_M000_IG04:                ;; offset=0x0051
       mov      r13, qword ptr [rbx+0x10]
       cmp      r15d, dword ptr [r14+0x08]
       jae      G_M000_IG62
       mov      r14, qword ptr [r14+8*r15+0x10]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x50], rdi
       mov      rdi, 0x7FBB8B000E38
       mov      r12, gword ptr [rdi]
       mov      rdi, 0x7FBB8B000E40
       mov      rax, gword ptr [rdi]
       mov      gword ptr [rbp-0x108], rax
       mov      rdi, 0x7FC7E4EA0D68
       mov      rcx, 0x7FC7E55554B0
       call     rcx
       cmp      dword ptr [rax], 3
       jle      G_M000_IG24
       mov      rdi, gword ptr [rax+0x08]
       mov      rax, bword ptr [rdi+0x18]
       test     rax, rax
       je       G_M000_IG24
 
G_M000_IG05:                ;; offset=0x00BB
       mov      rdi, gword ptr [rax+0x10]
       test     rdi, rdi
       je       G_M000_IG26
       mov      eax, dword ptr [rdi+0x08]
       cmp      eax, 4
       jle      G_M000_IG26
       mov      rax, gword ptr [rdi+0x50]
       test     rax, rax
       je       G_M000_IG26
       xor      rcx, rcx
       mov      gword ptr [rdi+0x50], rcx
       mov      rcx, gword ptr [rbp-0x108]
       cmp      byte  ptr [rcx+0x9D], 0
       jne      G_M000_IG25
 
G_M000_IG06:                ;; offset=0x00FB
       mov      gword ptr [rbp-0x48], rax
       lea      rdi, bword ptr [rax+0x10]
       mov      esi, dword ptr [rax+0x08]
       mov      bword ptr [rbp-0x38], rdi
       mov      dword ptr [rbp-0x30], esi
       xor      edi, edi
       mov      dword ptr [rbp-0x40], edi
       mov      byte  ptr [rbp-0x3C], 0
       mov      edi, dword ptr [rbp-0x40]
       mov      esi, dword ptr [rbp-0x30]
       cmp      edi, esi
       ja       G_M000_IG58
       mov      rax, bword ptr [rbp-0x38]
       mov      ecx, edi
       lea      rax, bword ptr [rax+2*rcx]
       sub      esi, edi
       cmp      esi, 26
       jb       G_M000_IG40
 
G_M000_IG07:                ;; offset=0x0139
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rax], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rax+0x20], xmm0
       mov      dword ptr [rax+0x30], 0x200072
       mov      edi, dword ptr [rbp-0x40]
       add      edi, 26
       mov      dword ptr [rbp-0x40], edi
 
G_M000_IG08:                ;; offset=0x0162
       cmp      byte  ptr [rbp-0x3C], 0
       jne      G_M000_IG41
 
G_M000_IG09:                ;; offset=0x016C
       mov      edi, dword ptr [rbp-0x40]
       mov      eax, dword ptr [rbp-0x30]
       cmp      edi, eax
       ja       G_M000_IG58
       mov      rcx, bword ptr [rbp-0x38]
       mov      edx, edi
       lea      rcx, bword ptr [rcx+2*rdx]
       sub      eax, edi
       mov      edi, r15d
       or       edi, 1
       lzcnt    edi, edi
       xor      edi, 31
       mov      edx, r15d
       mov      rsi, 0x7FC76593C408
       add      rdx, qword ptr [rsi+8*rdi]
       sar      rdx, 32
       cmp      edx, eax
       jg       G_M000_IG43
       mov      dword ptr [rbp-0x80], edx
       mov      bword ptr [rbp-0x88], rcx
       movsxd   rdi, edx
       lea      rdi, [rcx+2*rdi]
       mov      eax, r15d
       cmp      r15d, 10
       jb       G_M000_IG21
 
G_M000_IG10:                ;; offset=0x01CE
       cmp      r15d, 100
       jb       SHORT G_M000_IG13
 
G_M000_IG11:                ;; offset=0x01D4
       mov      rcx, 0x7FC755C0DF8C
 
G_M000_IG12:                ;; offset=0x01DE
       add      rdi, -4
       mov      edx, eax
       imul     rdx, rdx, 0x51EB851F
       shr      rdx, 37
       imul     esi, edx, 100
       sub      eax, esi
       mov      rsi, rcx
       shl      eax, 2
       mov      eax, dword ptr [rsi+rax]
       mov      dword ptr [rdi], eax
       cmp      edx, 100
       mov      eax, edx
       jae      SHORT G_M000_IG12
 
G_M000_IG13:                ;; offset=0x0206
       cmp      eax, 10
       jb       G_M000_IG21
 
G_M000_IG14:                ;; offset=0x020F
       add      rdi, -4
       mov      rcx, 0x7FC755C0DF8C
       shl      eax, 2
       mov      eax, dword ptr [rcx+rax]
       mov      dword ptr [rdi], eax
 
G_M000_IG15:                ;; offset=0x0225
       xor      edi, edi
       mov      bword ptr [rbp-0x88], rdi
       mov      edi, 1
 
G_M000_IG16:                ;; offset=0x0233
       xor      rax, rax
       mov      bword ptr [rbp-0x88], rax
       test     edi, edi
       je       G_M000_IG42
       mov      edi, dword ptr [rbp-0x40]
       add      edi, dword ptr [rbp-0x80]
       mov      dword ptr [rbp-0x40], edi
 
G_M000_IG17:                ;; offset=0x024D
       mov      esi, dword ptr [rbp-0x40]
       cmp      esi, dword ptr [rbp-0x30]
       ja       G_M000_IG58
       mov      rdi, bword ptr [rbp-0x38]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      r12, rax
       mov      rsi, gword ptr [rbp-0x48]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x48], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu  xmmword ptr [rbp-0x38], xmm0
 
G_M000_IG18:                ;; offset=0x0278
       mov      dword ptr [rbp-0x40], edi
       test     rsi, rsi
       je       SHORT G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0280
       mov      rdi, 0x7FBB8B000E38
       mov      rdi, gword ptr [rdi]
       xor      edx, edx
       call     [System.Buffers.SharedArrayPool`1[char]:Return(char[],bool):this]
 
G_M000_IG20:                ;; offset=0x0295
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0xB0], ymm0
       vmovdqu  xmmword ptr [rbp-0x98], xmm0
       add      r13, qword ptr [(reloc 0x7fc76585b140)]
       cmp      r14, r13
       jne      G_M000_IG45
       inc      r15d
       jmp      G_M000_IG03
 
G_M000_IG21:                ;; offset=0x02C1
       add      eax, 48
       mov      word  ptr [rdi-0x02], ax
       jmp      G_M000_IG15
 
G_M000_IG22:                ;; offset=0x02CD
       mov      r15, qword ptr [rbx+0x10]
       mov      r14d, dword ptr [r14+0x08]
       imul     r15, r14
       mov      r14, qword ptr [rbx+0x18]
       add      r15, qword ptr [(reloc 0x7fc76585b140)]
       cmp      r14, r15
       jne      G_M000_IG50
       mov      rdi, gword ptr [rbx]
       mov      r15d, dword ptr [rdi+0x08]
       mov      r14, qword ptr [rbx+0x10]
       lea      r13, [r14+0x01]
       imul     r13, r14
       mov      r14, r13
       shr      r14, 63
       add      r14, r13
       sar      r14, 1
       imul     r15, r14
       mov      rbx, qword ptr [rbx+0x20]
       add      r15, qword ptr [(reloc 0x7fc76585b140)]
       cmp      rbx, r15
       jne      G_M000_IG55
 
G_M000_IG23:                ;; offset=0x0325
       vzeroupper 
       add      rsp, 264
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG24:                ;; offset=0x033A
       mov      edi, 3
       call     [CORINFO_HELP_GETDYNAMIC_GCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       jmp      G_M000_IG05
 
G_M000_IG25:                ;; offset=0x034A
       mov      gword ptr [rbp-0x110], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x60], eax
       mov      rcx, gword ptr [rbp-0x110]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x64], edx
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x60]
       mov      edx, dword ptr [rbp-0x64]
       mov      rdi, gword ptr [rbp-0x108]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rax, gword ptr [rbp-0x110]
       jmp      G_M000_IG06
 
G_M000_IG26:                ;; offset=0x039A
       mov      rdi, gword ptr [r12+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      G_M000_IG37
       mov      rdi, gword ptr [rdi+0x30]
       test     rdi, rdi
       je       G_M000_IG37
       mov      rax, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0x118], rax
       mov      rdi, 0x7FC768141CD0
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7fc76585b184)], 0
       je       SHORT G_M000_IG27
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0x70], edx
       jmp      SHORT G_M000_IG29
 
G_M000_IG27:                ;; offset=0x03E9
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0x74], eax
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0x74]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG28
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0x70], edx
       jmp      SHORT G_M000_IG29
 
G_M000_IG28:                ;; offset=0x0422
       sar      edx, 16
       mov      dword ptr [rbp-0x70], edx
 
G_M000_IG29:                ;; offset=0x0428
       mov      rdi, 0x7FC768141B70
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0x70]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7fc76585b178)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG33
 
G_M000_IG30:                ;; offset=0x044C
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG62
       mov      dword ptr [rbp-0x68], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x128], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8, r8
       mov      gword ptr [rbp-0x120], r8
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rsi, gword ptr [rbp-0x128]
       mov      rdi, gword ptr [rsi+0x08]
       mov      eax, dword ptr [rsi+0x10]
       dec      eax
       cmp      dword ptr [rdi+0x08], eax
       jbe      SHORT G_M000_IG31
       mov      ecx, eax
       mov      r8, gword ptr [rdi+8*rcx+0x10]
       mov      gword ptr [rbp-0x120], r8
       mov      edx, eax
       xor      r8, r8
       mov      gword ptr [rdi+8*rdx+0x10], r8
       mov      dword ptr [rsi+0x10], eax
 
G_M000_IG31:                ;; offset=0x04AC
       mov      rdi, rsi
       call     [System.Threading.Monitor:Exit(System.Object)]
       mov      rcx, gword ptr [rbp-0x120]
       test     rcx, rcx
       jne      SHORT G_M000_IG34
       mov      eax, dword ptr [rbp-0x68]
       inc      eax
       mov      ecx, eax
       mov      rdi, gword ptr [rbp-0x118]
       cmp      dword ptr [rdi+0x08], ecx
       jne      SHORT G_M000_IG32
       xor      ecx, ecx
 
G_M000_IG32:                ;; offset=0x04D6
       mov      eax, dword ptr [rbp-0x6C]
       inc      eax
       mov      edx, eax
       mov      eax, ecx
       mov      ecx, edx
 
G_M000_IG33:                ;; offset=0x04E1
       mov      rdx, gword ptr [rbp-0x118]
       mov      dword ptr [rbp-0x6C], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG30
       jmp      SHORT G_M000_IG35
 
G_M000_IG34:                ;; offset=0x04F6
       jmp      SHORT G_M000_IG36
 
G_M000_IG35:                ;; offset=0x04F8
       xor      rcx, rcx
 
G_M000_IG36:                ;; offset=0x04FA
       mov      rax, rcx
       test     rax, rax
       je       SHORT G_M000_IG37
       mov      rcx, gword ptr [rbp-0x108]
       cmp      byte  ptr [rcx+0x9D], 0
       je       G_M000_IG06
       mov      gword ptr [rbp-0x110], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x58], eax
       mov      rcx, gword ptr [rbp-0x110]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x5C], edx
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x58]
       mov      edx, dword ptr [rbp-0x5C]
       mov      rdi, gword ptr [rbp-0x108]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rax, gword ptr [rbp-0x110]
       jmp      G_M000_IG06
 
G_M000_IG37:                ;; offset=0x0566
       mov      esi, 256
       mov      rdi, 0x7FC76692CBB8
       call     CORINFO_HELP_NEWARR_1_VC
       mov      rcx, rax
       mov      rax, rcx
       mov      rcx, gword ptr [rbp-0x108]
       cmp      byte  ptr [rcx+0x9D], 0
       je       G_M000_IG06
       mov      gword ptr [rbp-0x110], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x54], eax
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x54]
       mov      edx, 256
       mov      rdi, gword ptr [rbp-0x108]
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      rdi, gword ptr [r12+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      SHORT G_M000_IG38
       mov      r9d, 2
       jmp      SHORT G_M000_IG39
 
G_M000_IG38:                ;; offset=0x05EB
       mov      r9d, 1
 
G_M000_IG39:                ;; offset=0x05F1
       mov      rdi, gword ptr [rbp-0x108]
       mov      esi, dword ptr [rbp-0x54]
       mov      edx, 256
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferAllocated(int,int,int,int,int):this]
       mov      rax, gword ptr [rbp-0x110]
       jmp      G_M000_IG06
 
G_M000_IG40:                ;; offset=0x0618
       lea      rdi, [rbp-0x50]
       mov      rsi, 0x7FC755C2AD30
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
       jmp      G_M000_IG08
 
G_M000_IG41:                ;; offset=0x0631
       lea      rdi, [rbp-0x50]
       mov      esi, r15d
       xor      rdx, rdx
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendCustomFormatter[int](int,System.String):this]
       jmp      G_M000_IG17
 
G_M000_IG42:                ;; offset=0x0645
       lea      rdi, [rbp-0x50]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:Grow():this]
       jmp      G_M000_IG09
 
G_M000_IG43:                ;; offset=0x0654
       xor      edi, edi
       mov      dword ptr [rbp-0x80], edi
 
G_M000_IG44:                ;; offset=0x0659
       jmp      G_M000_IG16
 
G_M000_IG45:                ;; offset=0x065E
       lea      rdi, [rbp-0xB0]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0xB0]
       mov      rsi, r12
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0xA0]
       cmp      edi, dword ptr [rbp-0x90]
       ja       G_M000_IG58
       mov      rsi, bword ptr [rbp-0x98]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x90]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG46
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0xA0]
       add      edi, 11
       mov      dword ptr [rbp-0xA0], edi
       jmp      SHORT G_M000_IG47
 
G_M000_IG46:                ;; offset=0x06DB
       lea      rdi, [rbp-0xB0]
       mov      rsi, 0x7FC755C2ADF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG47:                ;; offset=0x06F2
       lea      rdi, [rbp-0xB0]
       mov      rsi, r13
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0xA0]
       cmp      edi, dword ptr [rbp-0x90]
       ja       G_M000_IG58
       mov      rsi, bword ptr [rbp-0x98]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x90]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG48
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0xA0]
       add      edi, 6
       mov      dword ptr [rbp-0xA0], edi
       jmp      SHORT G_M000_IG49
 
G_M000_IG48:                ;; offset=0x0753
       lea      rdi, [rbp-0xB0]
       mov      rsi, 0x7FC755C2AE28
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG49:                ;; offset=0x076A
       lea      rdi, [rbp-0xB0]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0xB0]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG50:                ;; offset=0x0791
       lea      rdi, [rbp-0xD8]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0xD8]
       mov      rsi, 0x7FC755C2AD80
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0xC8]
       cmp      edi, dword ptr [rbp-0xB8]
       ja       G_M000_IG58
       mov      rsi, bword ptr [rbp-0xC0]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xB8]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG51
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0xC8]
       add      edi, 11
       mov      dword ptr [rbp-0xC8], edi
       jmp      SHORT G_M000_IG52
 
G_M000_IG51:                ;; offset=0x0815
       lea      rdi, [rbp-0xD8]
       mov      rsi, 0x7FC755C2ADF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG52:                ;; offset=0x082C
       lea      rdi, [rbp-0xD8]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0xC8]
       cmp      edi, dword ptr [rbp-0xB8]
       ja       G_M000_IG58
       mov      rsi, bword ptr [rbp-0xC0]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xB8]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG53
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0xC8]
       add      edi, 6
       mov      dword ptr [rbp-0xC8], edi
       jmp      SHORT G_M000_IG54
 
G_M000_IG53:                ;; offset=0x088D
       lea      rdi, [rbp-0xD8]
       mov      rsi, 0x7FC755C2AE28
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG54:                ;; offset=0x08A4
       lea      rdi, [rbp-0xD8]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0xD8]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG55:                ;; offset=0x08CB
       lea      rdi, [rbp-0x100]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0x100]
       mov      rsi, 0x7FC755C2ADB8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0xF0]
       cmp      edi, dword ptr [rbp-0xE0]
       ja       SHORT G_M000_IG58
       mov      rsi, bword ptr [rbp-0xE8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xE0]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG56
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0xF0]
       add      edi, 11
       mov      dword ptr [rbp-0xF0], edi
       jmp      SHORT G_M000_IG57
 
G_M000_IG56:                ;; offset=0x094B
       lea      rdi, [rbp-0x100]
       mov      rsi, 0x7FC755C2ADF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG57:                ;; offset=0x0962
       lea      rdi, [rbp-0x100]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0xF0]
       cmp      edi, dword ptr [rbp-0xE0]
       jbe      SHORT G_M000_IG59
 
G_M000_IG58:                ;; offset=0x0980
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG59:                ;; offset=0x0987
       mov      rsi, bword ptr [rbp-0xE8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xE0]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG60
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0xF0]
       add      edi, 6
       mov      dword ptr [rbp-0xF0], edi
       jmp      SHORT G_M000_IG61
 
G_M000_IG60:                ;; offset=0x09C6
       lea      rdi, [rbp-0x100]
       mov      rsi, 0x7FC755C2AE28
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG61:                ;; offset=0x09DD
       lea      rdi, [rbp-0x100]
       mov      rsi, rbx
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0x100]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG62:                ;; offset=0x0A04
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
RWD00  	dq	007400730061006Ch, 0071006500730020h, 0063006E00650075h, 0066006F00200065h
RWD32  	dq	006F007200700020h, 0065006300750064h
RWD48  	dq	007800650020003Ah, 0074006300650070h

; Total bytes of code 2570

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:get_Received():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, qword ptr [rdi+0x18]
 
G_M000_IG03:                ;; offset=0x0004
       ret      
 
; Total bytes of code 5

; Assembly listing for method PerfBuf.Experiments.E01.SpscStreamBenchmarks:SpscRing():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; rbp based frame
; fully interruptible
; 1 inlinees with PGO data; 0 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
 
G_M000_IG02:                ;; offset=0x0008
       mov      rbx, gword ptr [rdi+0x08]
       mov      rdi, 0x7FC766F82020
       cmp      qword ptr [rbx], rdi
       jne      SHORT G_M000_IG07
 
G_M000_IG03:                ;; offset=0x001B
       mov      rdi, gword ptr [rbx+0x08]
       mov      rax, 0x7FC7680F5490
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0034
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0038
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x003F
       mov      r11, 0x7FC765861090
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x004E
       mov      rdi, rbx
       mov      r11, 0x7FC765861088
 
G_M000_IG08:                ;; offset=0x005B
       add      rsp, 8
       pop      rbx
       pop      rbp
       tail.jmp [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
 
; Total bytes of code 100

; Assembly listing for method PerfBuf.Experiments.Harness.CrossingsCountedRun:Invoke():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; rbp based frame
; partially interruptible

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x000B
       mov      rdi, gword ptr [rbx+0x08]
       mov      rax, 0x7FC7680F5490
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x001E
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0024
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0028
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x002F
       mov      r11, 0x7FC765861098
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 62

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscRingPort]:Invoke():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; rbp based frame
; partially interruptible
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 56
       lea      rbp, [rsp+0x60]
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0016
       cmp      byte  ptr [rbx], bl
       lea      r15, bword ptr [rbx+0x38]
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reset():this]
       mov      rdi, gword ptr [rbx+0x08]
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:StartAll():this]
       mov      r14, gword ptr [rbx+0x10]
       mov      r13, gword ptr [rbx+0x28]
       mov      r12, gword ptr [rbx+0x30]
       mov      bword ptr [rbp-0x40], r15
       mov      rcx, gword ptr [rbx+0x08]
       mov      gword ptr [rbp-0x48], rcx
       mov      edi, dword ptr [rbx+0x20]
       call     [PerfBuf.Experiments.Harness.Loops:NewBackoff(int):PerfBuf.Core.Waiting.Backoff]
       mov      qword ptr [rbp-0x38], rax
       mov      qword ptr [rbp-0x30], rdx
       vmovups  xmm0, xmmword ptr [rbp-0x38]
       vmovups  xmmword ptr [rsp], xmm0
       mov      rsi, r13
       mov      rdx, r12
       mov      rcx, bword ptr [rbp-0x40]
       mov      r8, gword ptr [rbp-0x48]
       mov      rdi, gword ptr [r14+0x08]
       call     [r14+0x18]PerfBuf.Experiments.Harness.ConsumeLoop`1[PerfBuf.Experiments.E01.SpscRingPort]:Invoke(PerfBuf.Experiments.E01.SpscRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):this
       mov      rdi, gword ptr [rbx+0x08]
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:JoinAll():this]
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Complete():this]
       mov      rax, qword ptr [rbx+0x50]
 
G_M000_IG03:                ;; offset=0x0093
       add      rsp, 56
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
; Total bytes of code 162

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Reset():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 1 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x000B
       mov      rdi, gword ptr [rbx]
       test     rdi, rdi
       je       SHORT G_M000_IG06
       mov      rsi, qword ptr [rdi]
       movzx    rax, word  ptr [rsi]
       mov      ecx, dword ptr [rdi+0x08]
       imul     rcx, rax
       add      rdi, 16
       test     dword ptr [rsi], 0x1000000
       jne      SHORT G_M000_IG07
       mov      rsi, rcx
       call     [System.SpanHelpers:ClearWithoutReferences(byref,nuint)]
 
G_M000_IG03:                ;; offset=0x0035
       xor      edi, edi
       mov      qword ptr [rbx+0x18], rdi
 
G_M000_IG04:                ;; offset=0x003B
       mov      qword ptr [rbx+0x20], rdi
       mov      rdi, 0x7FBB8B002938
       mov      rsi, gword ptr [rdi]
       lea      rdi, bword ptr [rbx+0x08]
       call     CORINFO_HELP_CHECKED_ASSIGN_REF
       nop      
 
G_M000_IG05:                ;; offset=0x0056
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x005D
       mov      edi, 2
       call     [System.ThrowHelper:ThrowArgumentNullException(int)]
       int3     
 
G_M000_IG07:                ;; offset=0x0069
       mov      rsi, rcx
       shr      rsi, 3
       call     [System.SpanHelpers:ClearWithReferences(byref,nuint)]
       jmp      SHORT G_M000_IG03
 
; Total bytes of code 120

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:StartAll():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 73
; 15 inlinees with PGO data; 14 single block inlinees; 5 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 152
       vzeroupper 
       lea      rbp, [rsp+0xC0]
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      qword ptr [rbp-0x48], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0029
       lea      rdi, [rbp-0x88]
       call     CORINFO_HELP_INIT_PINVOKE_FRAME
       mov      r15, rax
       mov      rdi, rsp
       mov      qword ptr [rbp-0x70], rdi
       mov      rdi, rbp
       mov      qword ptr [rbp-0x60], rdi
       mov      rbx, gword ptr [rbx+0x08]
       mov      rdi, 0x7FC7680F7880
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG62
       mov      r14d, dword ptr [rbx+0x08]
       test     r14d, r14d
       jne      G_M000_IG60
 
G_M000_IG03:                ;; offset=0x006A
       test     byte  ptr [(reloc 0x7fc7680fb690)], 1
       je       G_M000_IG61
 
G_M000_IG04:                ;; offset=0x0077
       mov      rdi, 0x7FBB8B002970
       mov      r13, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0084
       mov      gword ptr [rbp-0x98], r13
 
G_M000_IG06:                ;; offset=0x008B
       mov      rdi, 0x7FC7680FB5C8
       mov      r13, gword ptr [rbp-0x98]
       cmp      qword ptr [r13], rdi
       jne      G_M000_IG53
       mov      edi, dword ptr [r13+0x08]
       inc      edi
       cmp      edi, dword ptr [r13+0x0C]
       jae      G_M000_IG48
 
G_M000_IG07:                ;; offset=0x00B6
       mov      dword ptr [r13+0x08], edi
       mov      edi, dword ptr [r13+0x08]
       cmp      edi, dword ptr [r13+0x0C]
       jae      G_M000_IG54
       mov      rdi, gword ptr [r13+0x10]
       mov      r11d, dword ptr [r13+0x08]
       cmp      r11d, dword ptr [rdi+0x08]
       jae      G_M000_IG58
       mov      rbx, gword ptr [rdi+8*r11+0x10]
 
G_M000_IG08:                ;; offset=0x00DF
       mov      r14, rbx
       mov      rdi, gword ptr [r14+0x18]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       G_M000_IG55
       mov      rbx, gword ptr [r14+0x18]
       test     dword ptr [rbx+0x18], 0x40000000
       jne      G_M000_IG56
       mov      rdi, gword ptr [rbx+0x10]
       test     rdi, rdi
       jne      G_M000_IG50
 
G_M000_IG09:                ;; offset=0x0111
       xor      eax, eax
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG10:                ;; offset=0x0116
       mov      eax, dword ptr [rbx+0x18]
       mov      dword ptr [rbp-0x34], eax
       lea      rdi, bword ptr [rbx+0x18]
       mov      esi, eax
       and      esi, 0x7FFFFFFF
       lock     
       cmpxchg  dword ptr [rdi], esi
       cmp      eax, dword ptr [rbp-0x34]
       jne      G_M000_IG51
       mov      rbx, gword ptr [r14+0x10]
       mov      gword ptr [rbp-0xA0], rbx
       mov      rdi, gword ptr [rbx+0x08]
       cmp      byte  ptr [rdi+0x08], 0
       jne      G_M000_IG57
       mov      gword ptr [rbp-0xA8], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x38], edi
 
G_M000_IG11:                ;; offset=0x015A
       cmp      gword ptr [rbp-0xA8], 0
       je       G_M000_IG39
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG40
 
G_M000_IG12:                ;; offset=0x017C
       mov      dword ptr [rbp-0x38], 1
       mov      r14d, dword ptr [rbx+0x28]
       mov      edi, dword ptr [rbx+0x2C]
       sub      edi, r14d
       test     edi, edi
       jle      G_M000_IG41
       lea      edi, [r14+0x01]
       mov      r12d, edi
       mov      eax, dword ptr [rbx+0x30]
       mov      dword ptr [rbp-0x3C], eax
       cmp      r12d, eax
       jg       G_M000_IG32
 
G_M000_IG13:                ;; offset=0x01AB
       mov      ecx, r12d
 
G_M000_IG14:                ;; offset=0x01AE
       sub      ecx, dword ptr [rbx+0x34]
       test     ecx, ecx
       jle      G_M000_IG24
 
G_M000_IG15:                ;; offset=0x01B9
       cmp      ecx, 1
       jle      SHORT G_M000_IG17
 
G_M000_IG16:                ;; offset=0x01BE
       mov      ecx, 1
 
G_M000_IG17:                ;; offset=0x01C3
       add      dword ptr [rbx+0x34], ecx
       test     ecx, ecx
       jle      G_M000_IG24
 
G_M000_IG18:                ;; offset=0x01CE
       mov      dword ptr [rbp-0x8C], ecx
 
G_M000_IG19:                ;; offset=0x01D4
       mov      rdi, gword ptr [rbx+0x08]
       mov      gword ptr [rbp-0x48], rdi
       mov      rdi, gword ptr [rbp-0x48]
       test     rdi, rdi
       je       G_M000_IG42
       lea      rdi, [rbp-0x48]
       mov      rdx, 0x7FC766888028
       mov      qword ptr [rbp-0x78], rdx
       lea      rdx, G_M000_IG22
       mov      qword ptr [rbp-0x68], rdx
       lea      rdx, [rbp-0x88]
       mov      qword ptr [r15+0x08], rdx
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG20:                ;; offset=0x0216
       mov      rdx, 0x7FC7E4AE57E0
 
G_M000_IG21:                ;; offset=0x0220
       call     rdx ; System.Threading.Monitor:Pulse(System.Runtime.CompilerServices.ObjectHandleOnStack)
 
G_M000_IG22:                ;; offset=0x0222
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fc7e4ecec80)], 0
       je       SHORT G_M000_IG23
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG23:                ;; offset=0x0236
       mov      rdi, qword ptr [rbp-0x80]
       mov      qword ptr [r15+0x08], rdi
       mov      ebx, dword ptr [rbp-0x8C]
       dec      ebx
       mov      dword ptr [rbp-0x8C], ebx
       mov      eax, dword ptr [rbp-0x3C]
       mov      rbx, gword ptr [rbp-0xA0]
       mov      r13, gword ptr [rbp-0x98]
       jne      G_M000_IG19
 
G_M000_IG24:                ;; offset=0x0263
       cmp      gword ptr [rbx+0x18], 0
       je       SHORT G_M000_IG28
 
G_M000_IG25:                ;; offset=0x026A
       mov      edi, r12d
       sub      edi, eax
 
G_M000_IG26:                ;; offset=0x026F
       test     edi, edi
       jle      SHORT G_M000_IG28
 
G_M000_IG27:                ;; offset=0x0273
       cmp      gword ptr [rbx+0x18], 0
       jne      SHORT G_M000_IG33
 
G_M000_IG28:                ;; offset=0x027A
       mov      dword ptr [rbx+0x28], r12d
       cmp      gword ptr [rbx+0x10], 0
       je       G_M000_IG47
 
G_M000_IG29:                ;; offset=0x0289
       test     r14d, r14d
       jne      G_M000_IG47
 
G_M000_IG30:                ;; offset=0x0292
       test     r12d, r12d
       jle      G_M000_IG47
 
G_M000_IG31:                ;; offset=0x029B
       mov      rdi, gword ptr [rbx+0x10]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.EventWaitHandle:Set():bool:this]
       jmp      G_M000_IG47
 
G_M000_IG32:                ;; offset=0x02AC
       mov      ecx, eax
       mov      eax, dword ptr [rbp-0x3C]
       jmp      G_M000_IG14
 
G_M000_IG33:                ;; offset=0x02B6
       dec      r12d
       dec      edi
       mov      dword ptr [rbp-0x40], edi
       mov      rax, gword ptr [rbx+0x18]
       mov      rdi, rbx
       mov      gword ptr [rbp-0xB0], rax
       mov      rsi, rax
       call     [System.Threading.SemaphoreSlim:RemoveAsyncWaiter(System.Threading.SemaphoreSlim+TaskNode):bool:this]
       mov      rcx, gword ptr [rbp-0xB0]
       mov      eax, dword ptr [rcx+0x34]
       test     eax, 0x5600000
       mov      edi, dword ptr [rbp-0x40]
       jne      SHORT G_M000_IG26
 
G_M000_IG34:                ;; offset=0x02E9
       lea      r8, bword ptr [rcx+0x34]
       mov      bword ptr [rbp-0xC0], r8
       mov      esi, eax
       or       esi, 0x4000000
       mov      dword ptr [rbp-0x4C], eax
       lock     
       cmpxchg  dword ptr [r8], esi
       cmp      eax, dword ptr [rbp-0x4C]
       jne      G_M000_IG43
 
G_M000_IG35:                ;; offset=0x030D
       mov      byte  ptr [rcx+0x38], 1
       mov      eax, dword ptr [rcx+0x34]
       or       eax, 0x1000000
       mov      r8, bword ptr [rbp-0xC0]
       xchg     dword ptr [r8], eax
       mov      rax, gword ptr [rcx+0x28]
       mov      gword ptr [rbp-0xB8], rax
       test     rax, rax
       jne      G_M000_IG44
 
G_M000_IG36:                ;; offset=0x0337
       mov      gword ptr [rbp-0xB0], rcx
       lea      rax, bword ptr [rcx+0x20]
       test     rax, rax
       je       G_M000_IG45
       mov      dword ptr [rbp-0x40], edi
       mov      rsi, 0x7FBB8B000290
       mov      rsi, gword ptr [rsi]
       mov      rdi, rax
       call     System.Threading.Interlocked:ExchangeObject(byref,System.Object):System.Object
       test     rax, rax
       jne      SHORT G_M000_IG38
 
G_M000_IG37:                ;; offset=0x0368
       mov      edi, dword ptr [rbp-0x40]
       jmp      G_M000_IG26
 
G_M000_IG38:                ;; offset=0x0370
       mov      rsi, gword ptr [rbp-0xB0]
       mov      rdi, rsi
       mov      rsi, rax
       call     [System.Threading.Tasks.Task:RunContinuations(System.Object):this]
       mov      edi, dword ptr [rbp-0x40]
       jmp      G_M000_IG26
 
G_M000_IG39:                ;; offset=0x038B
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG40:                ;; offset=0x0394
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG12
 
G_M000_IG41:                ;; offset=0x03A6
       mov      rdi, 0x7FC7680FB7A0
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      rdi, rbx
       call     [System.Threading.SemaphoreFullException:.ctor():this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG42:                ;; offset=0x03CA
       mov      edi, 0x94D
       mov      rsi, 0x7FC765854000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG43:                ;; offset=0x03E9
       mov      dword ptr [rbp-0x40], edi
       mov      gword ptr [rbp-0xB0], rcx
       mov      rdi, rcx
       mov      esi, 0x4000000
       mov      edx, 0x5600000
       call     [System.Threading.Tasks.Task:AtomicStateUpdateSlow(int,int):bool:this]
       test     eax, eax
       mov      rcx, gword ptr [rbp-0xB0]
       mov      edi, dword ptr [rbp-0x40]
       je       G_M000_IG26
       jmp      G_M000_IG35
 
G_M000_IG44:                ;; offset=0x041D
       mov      dword ptr [rbp-0x40], edi
       mov      gword ptr [rbp-0xB0], rcx
       mov      rdi, rcx
       call     [System.Threading.Tasks.Task:NotifyParentIfPotentiallyAttachedTask():this]
       mov      rdi, gword ptr [rbp-0xB8]
       mov      rdi, gword ptr [rdi+0x10]
       test     rdi, rdi
       je       SHORT G_M000_IG46
       call     [System.Threading.Tasks.Task+ContingentProperties:SetEvent(System.Threading.ManualResetEventSlim)]
       mov      rcx, gword ptr [rbp-0xB0]
       mov      edi, dword ptr [rbp-0x40]
       jmp      G_M000_IG36
 
G_M000_IG45:                ;; offset=0x0455
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG46:                ;; offset=0x045C
       mov      rcx, gword ptr [rbp-0xB0]
       mov      edi, dword ptr [rbp-0x40]
       jmp      G_M000_IG36
 
G_M000_IG47:                ;; offset=0x046B
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       G_M000_IG06
       jmp      SHORT G_M000_IG52
 
G_M000_IG48:                ;; offset=0x0481
       mov      edi, dword ptr [r13+0x0C]
       mov      dword ptr [r13+0x08], edi
       jmp      G_M000_IG59
 
G_M000_IG49:                ;; offset=0x048E
       mov      rdi, r13
       mov      r11, 0x7FC7658610B0
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r13, gword ptr [rbp-0x98]
       jmp      G_M000_IG08
 
G_M000_IG50:                ;; offset=0x04AD
       call     [System.Threading.EventWaitHandle:Reset():bool:this]
       jmp      G_M000_IG09
 
G_M000_IG51:                ;; offset=0x04B8
       lea      rdi, [rbp-0x30]
       mov      esi, -1
       call     [System.Threading.SpinWait:SpinOnce(int):this]
       jmp      G_M000_IG10
 
G_M000_IG52:                ;; offset=0x04CC
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
       jmp      G_M000_IG06
 
G_M000_IG53:                ;; offset=0x04E0
       mov      rdi, r13
       mov      r11, 0x7FC7658610A8
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      SHORT G_M000_IG49
       jmp      G_M000_IG63
 
G_M000_IG54:                ;; offset=0x04F9
       mov      edi, dword ptr [r13+0x08]
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG55:                ;; offset=0x0504
       mov      rbx, gword ptr [rbx+0x08]
       mov      rdi, 0x7FC766B09D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rsi, rax
       mov      rdi, rbx
       call     [System.String:Concat(System.String,System.String):System.String]
       mov      rsi, rax
       mov      rdi, r15
       call     [System.InvalidOperationException:.ctor(System.String):this]
       mov      rdi, r15
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG56:                ;; offset=0x0554
       mov      rdi, rbx
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG57:                ;; offset=0x055E
       mov      rdi, rbx
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG58:                ;; offset=0x0568
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG59:                ;; offset=0x056E
       add      rsp, 152
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG60:                ;; offset=0x0580
       mov      rdi, 0x7FC7680FB5C8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      dword ptr [r13+0x08], -1
       mov      dword ptr [r13+0x0C], r14d
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG61:                ;; offset=0x05AF
       mov      rdi, 0x7FC7680FB5C8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG62:                ;; offset=0x05C4
       mov      rdi, rbx
       mov      r11, 0x7FC7658610A0
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r13, rax
       jmp      G_M000_IG05
 
G_M000_IG63:                ;; offset=0x05DC
       mov      rdi, r13
       mov      r11, 0x7FC7658610B8
       call     [r11]System.IDisposable:Dispose():this
       jmp      SHORT G_M000_IG59
 
G_M000_IG64:                ;; offset=0x05EE
       push     rax
       vzeroupper 
 
G_M000_IG65:                ;; offset=0x05F2
       cmp      dword ptr [rbp-0x38], 0
       je       SHORT G_M000_IG70
 
G_M000_IG66:                ;; offset=0x05F8
       cmp      gword ptr [rbp-0xA8], 0
       jne      SHORT G_M000_IG68
 
G_M000_IG67:                ;; offset=0x0602
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG68:                ;; offset=0x060B
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       SHORT G_M000_IG70
 
G_M000_IG69:                ;; offset=0x061B
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
 
G_M000_IG70:                ;; offset=0x062A
       nop      
 
G_M000_IG71:                ;; offset=0x062B
       add      rsp, 8
       ret      
 
G_M000_IG72:                ;; offset=0x0630
       push     rax
       vzeroupper 
 
G_M000_IG73:                ;; offset=0x0634
       cmp      gword ptr [rbp-0x98], 0
       je       SHORT G_M000_IG75
       mov      rdi, 0x7FC7680FB5C8
       mov      r13, gword ptr [rbp-0x98]
       cmp      qword ptr [r13], rdi
       je       SHORT G_M000_IG75
 
G_M000_IG74:                ;; offset=0x0655
       mov      rdi, r13
       mov      r11, 0x7FC7658610B8
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG75:                ;; offset=0x0665
       nop      
 
G_M000_IG76:                ;; offset=0x0666
       add      rsp, 8
       ret      
 
; Total bytes of code 1643

; Assembly listing for method PerfBuf.Experiments.Harness.BenchWorker:Start():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 6 inlinees with PGO data; 6 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     rbx
       sub      rsp, 16
       lea      rbp, [rsp+0x20]
       xor      eax, eax
       mov      qword ptr [rbp-0x18], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0016
       mov      rdi, gword ptr [rbx+0x18]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG06
       mov      r15, gword ptr [rbx+0x18]
       test     dword ptr [r15+0x18], 0x40000000
       jne      G_M000_IG07
       mov      rdi, gword ptr [r15+0x10]
       test     rdi, rdi
       jne      G_M000_IG08
 
G_M000_IG03:                ;; offset=0x0042
       xor      eax, eax
       mov      dword ptr [rbp-0x18], eax
 
G_M000_IG04:                ;; offset=0x0047
       mov      eax, dword ptr [r15+0x18]
       mov      dword ptr [rbp-0x1C], eax
       lea      rdi, bword ptr [r15+0x18]
       mov      esi, eax
       and      esi, 0x7FFFFFFF
       lock     
       cmpxchg  dword ptr [rdi], esi
       cmp      eax, dword ptr [rbp-0x1C]
       jne      G_M000_IG09
       mov      rdi, gword ptr [rbx+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, 1
       call     [System.Threading.SemaphoreSlim:Release(int):int:this]
       nop      
 
G_M000_IG05:                ;; offset=0x007A
       add      rsp, 16
       pop      rbx
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0083
       mov      rbx, gword ptr [rbx+0x08]
       mov      rdi, 0x7FC766B09D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rsi, rax
       mov      rdi, rbx
       call     [System.String:Concat(System.String,System.String):System.String]
       mov      rsi, rax
       mov      rdi, r15
       call     [System.InvalidOperationException:.ctor(System.String):this]
       mov      rdi, r15
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG07:                ;; offset=0x00D3
       mov      rdi, r15
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG08:                ;; offset=0x00DD
       call     [System.Threading.EventWaitHandle:Reset():bool:this]
       jmp      G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00E8
       lea      rdi, [rbp-0x18]
       mov      esi, -1
       call     [System.Threading.SpinWait:SpinOnceCore(int):this]
       jmp      G_M000_IG04
 
; Total bytes of code 252

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:Consume[PerfBuf.Experiments.E01.SpscRingPort](PerfBuf.Experiments.E01.SpscRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 73
; 8 inlinees with PGO data; 14 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       xor      eax, eax
       mov      qword ptr [rbp-0x58], rax
       mov      qword ptr [rbp-0x50], rax
       mov      qword ptr [rbp-0x38], r8
       mov      qword ptr [rbp-0x30], r9
       mov      r15, rsi
       mov      rbx, rdx
       mov      r14, rcx
 
G_M000_IG02:                ;; offset=0x0031
       mov      r13, qword ptr [rbx+0x10]
       mov      rax, gword ptr [rbx]
       mov      r12d, dword ptr [rax+0x08]
       imul     r13, r12
       cmp      dword ptr [rax+0x08], 1
       jne      G_M000_IG11
       cmp      gword ptr [rbx+0x08], 0
       jne      G_M000_IG11
       mov      gword ptr [rbp-0x58], rdi
       mov      gword ptr [rbp-0x50], r15
       vmovups  xmm0, xmmword ptr [rbp-0x38]
       vmovups  xmmword ptr [rbp-0x68], xmm0
       mov      r13, qword ptr [rbx+0x10]
       mov      rdi, gword ptr [rbx]
       mov      r15d, dword ptr [rdi+0x08]
       imul     r15, r13
       mov      r13, qword ptr [rbx+0x20]
       cmp      dword ptr [rdi+0x08], 0
       jbe      G_M000_IG28
       mov      r12, qword ptr [rdi+0x10]
       inc      r12
       cmp      r12, r15
       jg       G_M000_IG08
 
G_M000_IG03:                ;; offset=0x0094
       mov      rax, gword ptr [rbp-0x50]
       mov      gword ptr [rbp-0x80], rax
       cmp      byte  ptr [rax+0x1D], 0
       jne      G_M000_IG25
 
G_M000_IG04:                ;; offset=0x00A6
       mov      rax, gword ptr [rbp-0x80]
       mov      rcx, gword ptr [rax+0x08]
       add      rcx, 24
       mov      bword ptr [rbp-0x88], rcx
       mov      r8, qword ptr [rcx+0x100]
       mov      qword ptr [rbp-0x70], r8
       cmp      r8, qword ptr [rcx+0x108]
       jne      G_M000_IG27
       mov      rdi, rax
       mov      rsi, rcx
       mov      rdx, r8
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       je       G_M000_IG26
 
G_M000_IG05:                ;; offset=0x00E8
       mov      rax, gword ptr [rbp-0x80]
       mov      rdi, gword ptr [rax+0x10]
       cmp      byte  ptr [rdi], dil
       mov      rsi, qword ptr [rbp-0x70]
       mov      edx, esi
       and      edx, dword ptr [rax+0x18]
       movsxd   rdx, edx
       add      rdi, 16
       mov      rax, qword ptr [rdi+8*rdx]
       inc      rsi
       mov      rdi, bword ptr [rbp-0x88]
       mov      qword ptr [rdi+0x100], rsi
 
G_M000_IG06:                ;; offset=0x0118
       cmp      rax, r12
       jne      SHORT G_M000_IG10
 
G_M000_IG07:                ;; offset=0x011D
       add      r13, r12
       inc      r12
       cmp      r12, r15
       jle      G_M000_IG03
 
G_M000_IG08:                ;; offset=0x012C
       lea      rdi, [r12-0x01]
       mov      rax, gword ptr [rbx]
       cmp      dword ptr [rax+0x08], 0
       jbe      G_M000_IG28
       mov      rcx, rdi
       sub      rcx, qword ptr [rax+0x10]
       add      qword ptr [rbx+0x18], rcx
       mov      rax, gword ptr [rbx]
       cmp      dword ptr [rax+0x08], 0
       jbe      G_M000_IG28
       mov      qword ptr [rax+0x10], rdi
       mov      qword ptr [rbx+0x20], r13
 
G_M000_IG09:                ;; offset=0x015E
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x016D
       mov      rdi, rbx
       mov      rsi, r12
       mov      rdx, r13
       mov      rcx, rax
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       jmp      SHORT G_M000_IG08
 
G_M000_IG11:                ;; offset=0x0181
       cmp      qword ptr [rbx+0x18], r13
       jge      SHORT G_M000_IG09
       cmp      byte  ptr [r15+0x1D], 0
       je       SHORT G_M000_IG12
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
 
G_M000_IG12:                ;; offset=0x019E
       mov      rcx, gword ptr [r15+0x08]
       lea      r12, bword ptr [rcx+0x18]
       mov      rax, qword ptr [r12+0x100]
       mov      qword ptr [rbp-0x40], rax
       cmp      rax, qword ptr [r12+0x108]
       jne      SHORT G_M000_IG13
       mov      rdi, r15
       mov      rsi, r12
       mov      rdx, rax
       call     [PerfBuf.Mailboxes.Spsc.SpscConsumer`1[long]:RefreshTail(byref,long):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG13
       xor      esi, esi
       xor      edi, edi
       jmp      SHORT G_M000_IG14
 
G_M000_IG13:                ;; offset=0x01D5
       mov      rsi, gword ptr [r15+0x10]
       cmp      byte  ptr [rsi], sil
       mov      rdi, qword ptr [rbp-0x40]
       mov      eax, edi
       and      eax, dword ptr [r15+0x18]
       cdqe     
       add      rsi, 16
       mov      rsi, qword ptr [rsi+8*rax]
       inc      rdi
       mov      qword ptr [r12+0x100], rdi
       mov      edi, 1
 
G_M000_IG14:                ;; offset=0x0200
       test     edi, edi
       je       G_M000_IG20
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x48], rax
       mov      rcx, gword ptr [rbx]
       mov      gword ptr [rbp-0x78], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG19
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG16
 
G_M000_IG15:                ;; offset=0x0241
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG16:                ;; offset=0x024A
       mov      rcx, gword ptr [rbp-0x78]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG28
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x48]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], rax
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG17
       mov      esi, r12d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG29
       add      rsi, rax
       jo       G_M000_IG29
       sub      rsi, 1
       jo       G_M000_IG29
       movsxd   rax, esi
       cmp      rsi, rax
       jne      G_M000_IG29
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG17:                ;; offset=0x02A8
       xor      edi, edi
       mov      dword ptr [rbp-0x38], edi
 
G_M000_IG18:                ;; offset=0x02AD
       mov      dword ptr [rbp-0x34], edi
       jmp      G_M000_IG11
 
G_M000_IG19:                ;; offset=0x02B5
       jmp      SHORT G_M000_IG15
 
G_M000_IG20:                ;; offset=0x02B7
       mov      edi, dword ptr [rbp-0x38]
       not      edi
       and      edi, 0x3FF
       jne      SHORT G_M000_IG21
       mov      rdi, r14
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
 
G_M000_IG21:                ;; offset=0x02CF
       mov      edi, dword ptr [rbp-0x34]
       cmp      edi, dword ptr [rbp-0x30]
       jge      SHORT G_M000_IG23
       cmp      dword ptr [rbp-0x2C], 1
       jne      SHORT G_M000_IG22
       pause    
       mov      edi, dword ptr [rbp-0x34]
       inc      edi
       mov      dword ptr [rbp-0x34], edi
       jmp      SHORT G_M000_IG24
 
G_M000_IG22:                ;; offset=0x02E9
       mov      edi, dword ptr [rbp-0x2C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbp-0x34]
       add      eax, dword ptr [rbp-0x2C]
       mov      dword ptr [rbp-0x34], eax
       jmp      SHORT G_M000_IG24
 
G_M000_IG23:                ;; offset=0x02FD
       mov      edi, dword ptr [rbp-0x38]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG24:                ;; offset=0x0306
       mov      eax, dword ptr [rbp-0x38]
       inc      eax
       mov      dword ptr [rbp-0x38], eax
       jmp      G_M000_IG11
 
G_M000_IG25:                ;; offset=0x0313
       mov      rdi, 0x7FC755C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG04
 
G_M000_IG26:                ;; offset=0x0328
       mov      rdx, qword ptr [rbp-0x68]
       mov      rcx, qword ptr [rbp-0x60]
       lea      rdi, [rbp-0x58]
       mov      rsi, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPop[PerfBuf.Experiments.E01.SpscRingPort](byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):long]
       jmp      G_M000_IG06
 
G_M000_IG27:                ;; offset=0x0342
       jmp      G_M000_IG05
 
G_M000_IG28:                ;; offset=0x0347
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG29:                ;; offset=0x034D
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 851

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:get_SingleRun():bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 30

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, gword ptr [rdi]
       cmp      dword ptr [rax+0x08], 1
       jne      SHORT G_M000_IG04
       cmp      gword ptr [rdi+0x08], 0
       sete     al
       movzx    rax, al
 
G_M000_IG03:                ;; offset=0x0014
       ret      
 
G_M000_IG04:                ;; offset=0x0015
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x0017
       ret      
 
; Total bytes of code 24

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rax
 
G_M000_IG02:                ;; offset=0x0001
       mov      rax, qword ptr [rdi+0x20]
       mov      qword ptr [rsi], rax
       mov      rax, gword ptr [rdi]
       cmp      dword ptr [rax+0x08], 0
       jbe      SHORT G_M000_IG04
       mov      rax, qword ptr [rax+0x10]
       inc      rax
 
G_M000_IG03:                ;; offset=0x0018
       add      rsp, 8
       ret      
 
G_M000_IG04:                ;; offset=0x001D
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
; Total bytes of code 35

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1+<>c__DisplayClass6_1[PerfBuf.Experiments.E01.SpscRingPort]:<.ctor>b__0(PerfBuf.Experiments.Harness.BenchWorker):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; rbp based frame
; partially interruptible

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      rbx, rsi
 
G_M000_IG02:                ;; offset=0x0016
       mov      rax, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rax+0x10]
       mov      rcx, gword ptr [rax+0x08]
       mov      rdx, rcx
       mov      r14, gword ptr [rdx+0x28]
       mov      r13, gword ptr [rdx+0x30]
       mov      r12d, dword ptr [rdi+0x10]
       mov      rcx, qword ptr [rcx+0x18]
       mov      qword ptr [rbp-0x30], rcx
       mov      edi, dword ptr [rax+0x18]
       call     [PerfBuf.Experiments.Harness.Loops:NewBackoff(int):PerfBuf.Core.Waiting.Backoff]
       mov      qword ptr [rbp-0x40], rax
       mov      qword ptr [rbp-0x38], rdx
       vmovups  xmm0, xmmword ptr [rbp-0x40]
       vmovups  xmmword ptr [rsp], xmm0
       mov      rsi, r14
       mov      rdx, r13
       mov      ecx, r12d
       mov      r8, qword ptr [rbp-0x30]
       mov      r9, rbx
       mov      rdi, gword ptr [r15+0x08]
       call     [r15+0x18]PerfBuf.Experiments.Harness.ProduceLoop`1[PerfBuf.Experiments.E01.SpscRingPort]:Invoke(PerfBuf.Experiments.E01.SpscRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff):this
       nop      
 
G_M000_IG03:                ;; offset=0x006D
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
; Total bytes of code 124

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:Produce[PerfBuf.Experiments.E01.SpscRingPort](PerfBuf.Experiments.E01.SpscRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 3 inlinees with PGO data; 5 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 72
       lea      rbp, [rsp+0x70]
       mov      r14d, edx
       mov      rbx, rcx
       mov      r15, r8
 
G_M000_IG02:                ;; offset=0x001C
       mov      r13, rdi
       mov      r12, rsi
       vmovups  xmm0, xmmword ptr [rbp+0x10]
       vmovups  xmmword ptr [rbp-0x48], xmm0
       mov      rcx, 0x7FBB8B002938
       mov      r9, gword ptr [rcx]
       test     r9, r9
       jne      G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0042
       mov      eax, 1
       cmp      rax, rbx
       jg       G_M000_IG08
 
G_M000_IG04:                ;; offset=0x0050
       movsxd   r8, r14d
       shl      r8, 40
       mov      qword ptr [rbp-0x30], rax
       or       r8, rax
       mov      qword ptr [rbp-0x38], r8
       xor      ecx, ecx
       mov      dword ptr [rbp-0x58], ecx
       mov      r9, gword ptr [r13+0x08]
       add      r9, 24
       mov      bword ptr [rbp-0x60], r9
       mov      r10, qword ptr [r9+0x80]
       mov      qword ptr [rbp-0x50], r10
       mov      rcx, r10
       sub      rcx, qword ptr [r9+0x88]
       mov      rdi, gword ptr [r13+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       G_M000_IG10
       lea      rcx, [rbp-0x58]
       mov      rdi, r13
       mov      rsi, r9
       mov      rdx, r10
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       mov      r9, bword ptr [rbp-0x60]
       mov      r10, qword ptr [rbp-0x50]
       jne      SHORT G_M000_IG10
       mov      edi, dword ptr [rbp-0x58]
 
G_M000_IG05:                ;; offset=0x00BA
       test     edi, edi
       je       SHORT G_M000_IG06
       cmp      edi, 2
       je       G_M000_IG11
       mov      rdi, r13
       mov      rsi, r12
       lea      r8, [rbp-0x48]
       mov      rdx, qword ptr [rbp-0x38]
       mov      rcx, r15
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       je       SHORT G_M000_IG08
 
G_M000_IG06:                ;; offset=0x00E2
       mov      rax, qword ptr [rbp-0x30]
       inc      rax
       cmp      rax, rbx
       jle      G_M000_IG04
       jmp      SHORT G_M000_IG08
 
G_M000_IG07:                ;; offset=0x00F4
       vmovups  xmm0, xmmword ptr [rbp-0x48]
       vmovups  xmmword ptr [rsp], xmm0
       mov      edx, r14d
       mov      rcx, rbx
       mov      r8, r15
       call     [PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings)]
 
G_M000_IG08:                ;; offset=0x010D
       nop      
 
G_M000_IG09:                ;; offset=0x010E
       add      rsp, 72
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x011D
       mov      rdi, gword ptr [r13+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, r10d
       and      esi, dword ptr [r13+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      r8, qword ptr [rbp-0x38]
       mov      qword ptr [rdi+8*rsi], r8
       inc      r10
       mov      qword ptr [r9+0x80], r10
       xor      edi, edi
       jmp      G_M000_IG05
 
G_M000_IG11:                ;; offset=0x014B
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 362

; Assembly listing for method PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]:.ctor(PerfBuf.Experiments.E01.SpscRingPort):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
       push     r15
       push     rbx
       mov      rbx, rdi
       mov      r15, rdx
 
G_M000_IG02:                ;; offset=0x0009
       mov      rdi, rbx
       call     CORINFO_HELP_CHECKED_ASSIGN_REF
       lea      rdi, bword ptr [rbx+0x08]
       mov      rsi, r15
       call     CORINFO_HELP_CHECKED_ASSIGN_REF
       nop      
 
G_M000_IG03:                ;; offset=0x001E
       pop      rbx
       pop      r15
       ret      
 
; Total bytes of code 34

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings) (Tier1-OSR)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1-OSR code
; OSR variant for entry point 0x3e
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 1
; 2 inlinees with PGO data; 5 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       mov      rax, qword ptr [rbp]
       push     rax
       sub      rsp, 96
       mov      qword ptr [rsp+0xE8], r15
       mov      qword ptr [rsp+0xE0], r14
       mov      qword ptr [rsp+0xD8], r13
       mov      qword ptr [rsp+0xD0], r12
       mov      qword ptr [rsp+0xC8], rbx
       lea      rbp, [rsp+0x60]
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      r15d, dword ptr [rbp+0x54]
       mov      rbx, qword ptr [rbp+0x48]
       mov      r14, gword ptr [rbp+0x40]
       mov      r13, gword ptr [rbp+0x38]
       mov      r12, qword ptr [rbp+0x30]
 
G_M000_IG02:                ;; offset=0x0050
       mov      rax, gword ptr [rbp+0x58]
       mov      gword ptr [rbp-0x58], rax
       mov      rcx, gword ptr [rbp+0x60]
       mov      gword ptr [rbp-0x60], rcx
       cmp      r12, rbx
       jg       G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0069
       movsxd   rdx, r15d
       shl      rdx, 40
       or       rdx, r12
       mov      qword ptr [rbp+0x28], rdx
       movsxd   rdi, r15d
       imul     rdi, rbx
       jo       G_M000_IG11
       add      rdi, r12
       jo       G_M000_IG11
       sub      rdi, 1
       jo       G_M000_IG11
       movsxd   rsi, edi
       cmp      rdi, rsi
       jne      G_M000_IG11
       mov      dword ptr [rbp-0x2C], edi
       mov      rsi, gword ptr [r13+0x08]
       mov      gword ptr [rbp-0x48], rsi
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      ecx, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0x48]
       cmp      ecx, dword ptr [rdi+0x08]
       jae      G_M000_IG10
       mov      dword ptr [rdi+4*rcx+0x10], eax
       xor      ecx, ecx
       mov      dword ptr [rbp-0x40], ecx
       mov      rax, gword ptr [rbp-0x58]
       mov      r8, gword ptr [rax+0x08]
       add      r8, 24
       mov      bword ptr [rbp-0x50], r8
       mov      r9, qword ptr [r8+0x80]
       mov      qword ptr [rbp-0x38], r9
       mov      rcx, r9
       sub      rcx, qword ptr [r8+0x88]
       mov      rdi, gword ptr [rax+0x10]
       mov      edi, dword ptr [rdi+0x08]
       cmp      rcx, rdi
       jl       SHORT G_M000_IG08
       lea      rcx, [rbp-0x40]
       mov      rdi, rax
       mov      rsi, r8
       mov      rdx, r9
       call     [PerfBuf.Mailboxes.Spsc.SpscProducer`1[long]:HasRoom(byref,long,byref):bool:this]
       test     eax, eax
       mov      r8, bword ptr [rbp-0x50]
       mov      r9, qword ptr [rbp-0x38]
       jne      SHORT G_M000_IG07
       mov      edi, dword ptr [rbp-0x40]
       mov      rax, gword ptr [rbp-0x58]
 
G_M000_IG04:                ;; offset=0x0123
       test     edi, edi
       je       SHORT G_M000_IG05
       cmp      edi, 2
       je       SHORT G_M000_IG09
       mov      rdi, rax
       mov      rsi, gword ptr [rbp-0x60]
       lea      r8, [rbp+0xA0]
       mov      rdx, qword ptr [rbp+0x28]
       mov      rcx, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       mov      rax, gword ptr [rbp-0x58]
       je       SHORT G_M000_IG06
 
G_M000_IG05:                ;; offset=0x014F
       inc      r12
       cmp      r12, rbx
       jle      G_M000_IG03
 
G_M000_IG06:                ;; offset=0x015B
       add      rsp, 200
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x016D
       mov      rax, gword ptr [rbp-0x58]
 
G_M000_IG08:                ;; offset=0x0171
       mov      rdi, gword ptr [rax+0x10]
       cmp      byte  ptr [rdi], dil
       mov      esi, r9d
       and      esi, dword ptr [rax+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      rdx, qword ptr [rbp+0x28]
       mov      qword ptr [rdi+8*rsi], rdx
       inc      r9
       mov      qword ptr [r8+0x80], r9
       xor      edi, edi
       jmp      SHORT G_M000_IG04
 
G_M000_IG09:                ;; offset=0x019B
       mov      edi, 0x8A2
       mov      rsi, 0x7FC766D57A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG10:                ;; offset=0x01BA
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG11:                ;; offset=0x01C0
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 454

; Assembly listing for method PerfBuf.Core.Threading.Crossings:Hop(int):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 1723
; 6 inlinees with PGO data; 6 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     rbx
       sub      rsp, 48
       lea      rbp, [rsp+0x40]
       xor      eax, eax
       mov      qword ptr [rbp-0x38], rax
       vxorps   xmm8, xmm8, xmm8
       vmovdqu  ymmword ptr [rbp-0x30], ymm8
       mov      rbx, rdi
       mov      r15d, esi
 
G_M000_IG02:                ;; offset=0x0023
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      rdi, gword ptr [rbx+0x08]
       mov      rsi, rdi
       mov      edx, dword ptr [rsi+0x08]
       cmp      r15d, edx
       jae      G_M000_IG12
       mov      edx, r15d
       mov      esi, dword ptr [rsi+4*rdx+0x10]
       test     esi, esi
       je       SHORT G_M000_IG05
       mov      dword ptr [rdi+4*rdx+0x10], eax
       lea      rdi, bword ptr [rbx+0x10]
       lock     
       inc      qword ptr [rdi]
       cmp      eax, esi
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0056
       add      rbx, 24
       lock     
       inc      qword ptr [rbx]
 
G_M000_IG04:                ;; offset=0x005E
       vzeroupper 
       add      rsp, 48
       pop      rbx
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x006A
       lea      rdi, [rbp-0x38]
       mov      esi, 82
       mov      edx, 1
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       mov      edi, dword ptr [rbp-0x28]
       cmp      edi, dword ptr [rbp-0x18]
       ja       SHORT G_M000_IG08
       mov      rsi, bword ptr [rbp-0x20]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x18]
       sub      eax, edi
       cmp      eax, 5
       jb       SHORT G_M000_IG06
       mov      rdi, 0x74006F006C0073
       mov      qword ptr [rsi], rdi
       mov      word  ptr [rsi+0x08], 32
       mov      edi, dword ptr [rbp-0x28]
       add      edi, 5
       mov      dword ptr [rbp-0x28], edi
       jmp      SHORT G_M000_IG07
 
G_M000_IG06:                ;; offset=0x00B8
       lea      rdi, [rbp-0x38]
       mov      rsi, 0x7FC755C2AF50
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG07:                ;; offset=0x00CC
       lea      rdi, [rbp-0x38]
       mov      esi, r15d
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      edi, dword ptr [rbp-0x28]
       cmp      edi, dword ptr [rbp-0x18]
       jbe      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x00E1
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG09:                ;; offset=0x00E8
       mov      rsi, bword ptr [rbp-0x20]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x18]
       sub      eax, edi
       cmp      eax, 77
       jb       SHORT G_M000_IG10
       vmovups  zmm0, zmmword ptr [reloc @RWD00]
       vmovups  zmmword ptr [rsi], zmm0
       vmovups  zmm0, zmmword ptr [reloc @RWD64]
       vmovups  zmmword ptr [rsi+0x40], zmm0
       vmovups  xmm0, xmmword ptr [reloc @RWD128]
       vmovups  xmmword ptr [rsi+0x80], xmm0
       mov      rdi, 0x72006500640072
       mov      qword ptr [rsi+0x90], rdi
       mov      word  ptr [rsi+0x98], 41
       mov      edi, dword ptr [rbp-0x28]
       add      edi, 77
       mov      dword ptr [rbp-0x28], edi
       jmp      SHORT G_M000_IG11
 
G_M000_IG10:                ;; offset=0x0151
       lea      rdi, [rbp-0x38]
       mov      rsi, 0x7FC755C2AF70
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG11:                ;; offset=0x0165
       mov      rdi, 0x7FC766B09D10
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       lea      rdi, [rbp-0x38]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rsi, rax
       mov      rdi, rbx
       call     [System.InvalidOperationException:.ctor(System.String):this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG12:                ;; offset=0x0196
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
RWD00  	dq	002000610020003Ah, 00200070006F0068h, 006F006600650062h, 0074002000650072h, 006D002000650068h, 0061007300730065h, 0073002700650067h, 006E006500730020h
RWD64  	dq	0074002800200064h, 0077002000650068h, 006C006B0072006Fh, 002700640061006Fh, 006F006800200073h, 0069007300200070h, 0020007300650074h, 0020006500720061h
RWD128 	dq	002000740075006Fh, 006F00200066006Fh

; Total bytes of code 412

