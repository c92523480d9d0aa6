; E01 SpscStreamBenchmarks.SpscLeanRingDrain Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; the JIT's listings (DOTNET_JitDisasm="PerfBuf.*:*", tiered compilation and dynamic PGO as in a run), the last optimized listing of each method after the case ran in-process until its code was final

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ProduceThrough[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; 2 inlinees with PGO data; 5 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      rbx, rdi
       mov      r12, rsi
       mov      r14d, edx
       mov      r15, rcx
       mov      r13, r8
 
G_M000_IG02:                ;; offset=0x0022
       mov      rsi, 0x7FADE7002980
       mov      r9, gword ptr [rsi]
       test     r9, r9
       jne      G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0038
       mov      eax, 1
       test     r15, r15
       jle      G_M000_IG10
       jmp      SHORT G_M000_IG06
 
G_M000_IG04:                ;; offset=0x0048
       mov      rdi, gword ptr [rbx+0x08]
       cmp      byte  ptr [rdi], dil
       mov      ecx, esi
       and      ecx, dword ptr [rbx+0x18]
       movsxd   rcx, ecx
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x40]
       mov      qword ptr [rdi+8*rcx], rdx
       inc      rsi
       mov      qword ptr [rbx+0xA0], rsi
 
G_M000_IG05:                ;; offset=0x006D
       mov      rax, qword ptr [rbp-0x30]
       inc      rax
       cmp      rax, r15
       jg       SHORT G_M000_IG10
 
G_M000_IG06:                ;; offset=0x0079
       movsxd   rcx, r14d
       shl      rcx, 40
       mov      qword ptr [rbp-0x30], rax
       or       rcx, rax
       mov      qword ptr [rbp-0x38], rcx
       mov      qword ptr [rbp-0x40], rcx
       mov      rsi, qword ptr [rbx+0xA0]
       cmp      rsi, qword ptr [rbx+0xA8]
       jne      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x009F
       lea      rsi, [rbp-0x40]
       mov      rdi, rbx
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       je       SHORT G_M000_IG05
 
G_M000_IG08:                ;; offset=0x00B0
       cmp      eax, 2
       je       SHORT G_M000_IG12
       mov      rdi, rbx
       mov      rsi, r12
       lea      r8, [rbp+0x10]
       mov      rdx, qword ptr [rbp-0x38]
       mov      rcx, r13
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       jne      SHORT G_M000_IG05
       jmp      SHORT G_M000_IG10
 
G_M000_IG09:                ;; offset=0x00D2
       vmovups  xmm0, xmmword ptr [rbp+0x10]
       vmovups  xmmword ptr [rsp], xmm0
       mov      rdi, rbx
       mov      rsi, r12
       mov      edx, r14d
       mov      rcx, r15
       mov      r8, r13
       call     [PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings)]
 
G_M000_IG10:                ;; offset=0x00F1
       nop      
 
G_M000_IG11:                ;; offset=0x00F2
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG12:                ;; offset=0x0101
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 288

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 3492

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       mov      r8, qword ptr [rcx]
       xor      eax, eax
       test     esi, esi
       jle      SHORT G_M000_IG05
       align    [3 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x0010
       mov      r9, qword ptr [rdi+8*rax]
       cmp      r9, rdx
       jne      SHORT G_M000_IG07
 
G_M000_IG04:                ;; offset=0x0019
       add      r8, rdx
       inc      rdx
       inc      eax
       cmp      eax, esi
       jl       SHORT G_M000_IG03
 
G_M000_IG05:                ;; offset=0x0025
       mov      qword ptr [rcx], r8
       mov      eax, -1
 
G_M000_IG06:                ;; offset=0x002D
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x002F
       mov      qword ptr [rcx], r8
 
G_M000_IG08:                ;; offset=0x0032
       pop      rbp
       ret      
 
; Total bytes of code 52

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:DrainSpans[PerfBuf.Experiments.E01.SpscLeanRingPort](PerfBuf.Experiments.E01.SpscLeanRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 1
; 12 inlinees with PGO data; 23 single block inlinees; 5 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 376
       lea      rbp, [rsp+0x1A0]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu  ymmword ptr [rbp-0x60], ymm8
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      gword ptr [rbp-0x138], rcx
       mov      qword ptr [rbp-0x38], r8
       mov      qword ptr [rbp-0x30], r9
       mov      rbx, rsi
       mov      r13, rdx
       mov      r15d, r8d
       mov      r14d, r9d
 
G_M000_IG02:                ;; offset=0x0044
       vmovdqu  ymm0, ymmword ptr [r13]
       vmovdqu  ymmword ptr [rbp-0x60], ymm0
       mov      rdi, qword ptr [r13+0x20]
       mov      qword ptr [rbp-0x40], rdi
 
G_M000_IG03:                ;; offset=0x0057
       mov      rax, qword ptr [r13+0x10]
       mov      bword ptr [rbp-0x130], r13
       mov      rdi, gword ptr [r13]
       mov      ecx, dword ptr [rdi+0x08]
       imul     rax, rcx
       mov      qword ptr [rbp-0x68], rax
       mov      ecx, dword ptr [rbp-0x34]
       mov      dword ptr [rbp-0x124], ecx
       mov      edx, dword ptr [rbp-0x2C]
       mov      dword ptr [rbp-0x128], edx
       cmp      qword ptr [rbp-0x48], rax
       mov      r12, gword ptr [rbp-0x138]
       mov      r13, bword ptr [rbp-0x130]
       jl       G_M000_IG14
 
G_M000_IG04:                ;; offset=0x009B
       mov      rdi, r13
       lea      rsi, bword ptr [rbp-0x60]
       call     CORINFO_HELP_ASSIGN_BYREF
       call     CORINFO_HELP_ASSIGN_BYREF
       movsq    
       movsq    
       movsq    
 
G_M000_IG05:                ;; offset=0x00B2
       vzeroupper 
       add      rsp, 376
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x00C7
       mov      edi, r15d
       not      edi
       and      edi, 0x3FF
       je       G_M000_IG77
 
G_M000_IG07:                ;; offset=0x00D8
       mov      ecx, dword ptr [rbp-0x124]
       cmp      ecx, r14d
       jl       SHORT G_M000_IG10
 
G_M000_IG08:                ;; offset=0x00E3
       mov      edi, r15d
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG09:                ;; offset=0x00EC
       inc      r15d
       jmp      SHORT G_M000_IG13
 
G_M000_IG10:                ;; offset=0x00F1
       mov      edx, dword ptr [rbp-0x128]
       cmp      edx, 1
       je       G_M000_IG78
       mov      edi, edx
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      ecx, dword ptr [rbp-0x124]
       mov      edi, dword ptr [rbp-0x128]
       add      ecx, edi
       mov      dword ptr [rbp-0x124], ecx
       jmp      SHORT G_M000_IG09
       align    [0 bytes for IG25]
 
G_M000_IG11:                ;; offset=0x011E
       mov      rdi, gword ptr [rbp-0x140]
       mov      byte  ptr [rdi+0x1A1], 0
       cmp      dword ptr [rbp-0x78], 0
       jle      SHORT G_M000_IG06
 
G_M000_IG12:                ;; offset=0x0132
       xor      r15d, r15d
       xor      ecx, ecx
       mov      dword ptr [rbp-0x124], ecx
 
G_M000_IG13:                ;; offset=0x013D
       mov      rax, qword ptr [rbp-0x68]
       cmp      qword ptr [rbp-0x48], rax
       jge      G_M000_IG04
 
G_M000_IG14:                ;; offset=0x014B
       mov      gword ptr [rbp-0x140], rbx
       cmp      byte  ptr [rbx], bl
       lea      rsi, bword ptr [rbx+0x1A1]
       mov      bword ptr [rbp-0x148], rsi
       cmp      byte  ptr [rsi], 0
       je       SHORT G_M000_IG16
 
G_M000_IG15:                ;; offset=0x0167
       mov      rdi, 0x7FB9C0A2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
 
G_M000_IG16:                ;; offset=0x0177
       mov      rsi, bword ptr [rbp-0x148]
       mov      byte  ptr [rsi], 1
 
G_M000_IG17:                ;; offset=0x0181
       mov      rsi, gword ptr [rbx+0x10]
       mov      r8, qword ptr [rsi+0xA0]
       mov      qword ptr [rbx+0xA8], r8
       mov      rsi, gword ptr [rbx+0x08]
       mov      edi, dword ptr [rbx+0x18]
       lea      r9, bword ptr [rbx+0xA0]
       mov      bword ptr [rbp-0x150], r9
       mov      r9, bword ptr [rbp-0x150]
       mov      r9, qword ptr [r9]
       mov      qword ptr [rbp-0x70], r9
       sub      r8, qword ptr [rbp-0x70]
       cmp      r8, 0x7FFFFFFF
       jg       SHORT G_M000_IG19
 
G_M000_IG18:                ;; offset=0x01C3
       jmp      SHORT G_M000_IG20
 
G_M000_IG19:                ;; offset=0x01C5
       mov      r8d, 0x7FFFFFFF
 
G_M000_IG20:                ;; offset=0x01CB
       mov      dword ptr [rbp-0x74], r8d
       xor      r9d, r9d
       mov      dword ptr [rbp-0x78], r9d
 
G_M000_IG21:                ;; offset=0x01D6
       test     r8d, r8d
       jle      G_M000_IG75
 
G_M000_IG22:                ;; offset=0x01DF
       lea      r9, bword ptr [rsi+0x10]
       mov      bword ptr [rbp-0x158], r9
       and      edi, dword ptr [rbp-0x70]
       mov      r10d, dword ptr [rsi+0x08]
       sub      r10d, edi
       cmp      r8d, r10d
       jg       G_M000_IG28
 
G_M000_IG23:                ;; offset=0x01FD
       mov      r11d, r8d
 
G_M000_IG24:                ;; offset=0x0200
       mov      r10d, r11d
       mov      dword ptr [rbp-0x7C], r10d
       mov      dword ptr [rbp-0x78], r10d
       movsxd   rsi, edi
       lea      r11, bword ptr [r9+8*rsi]
       mov      rsi, r11
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG44
       mov      rdi, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x160], rdi
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG50
       mov      gword ptr [rbp-0x138], r12
       mov      rdi, qword ptr [rbp-0x40]
       mov      r11, gword ptr [rbp-0x60]
       cmp      dword ptr [r11+0x08], 0
       jbe      G_M000_IG68
       mov      r11, qword ptr [r11+0x10]
       inc      r11
       mov      qword ptr [rbp-0xB0], r11
       mov      r12, r11
       xor      edx, edx
       test     r10d, r10d
       mov      bword ptr [rbp-0x130], r13
       jle      SHORT G_M000_IG30
 
G_M000_IG25:                ;; offset=0x026E
       mov      r13, qword ptr [rsi+8*rdx]
       cmp      r13, r12
       jne      SHORT G_M000_IG29
 
G_M000_IG26:                ;; offset=0x0277
       add      rdi, r12
       mov      qword ptr [rbp-0xD0], rdi
       inc      r12
       inc      edx
       cmp      edx, r10d
       jge      SHORT G_M000_IG31
 
G_M000_IG27:                ;; offset=0x028B
       mov      rdi, qword ptr [rbp-0xD0]
       jmp      SHORT G_M000_IG25
 
G_M000_IG28:                ;; offset=0x0294
       mov      r11d, r10d
       jmp      G_M000_IG24
       align    [0 bytes for IG36]
 
G_M000_IG29:                ;; offset=0x029C
       mov      qword ptr [rbp-0xD0], rdi
       jmp      SHORT G_M000_IG32
 
G_M000_IG30:                ;; offset=0x02A5
       mov      qword ptr [rbp-0xD0], rdi
 
G_M000_IG31:                ;; offset=0x02AC
       mov      edx, -1
 
G_M000_IG32:                ;; offset=0x02B1
       test     edx, edx
       jge      G_M000_IG49
 
G_M000_IG33:                ;; offset=0x02B9
       mov      esi, r10d
       add      rsi, r11
       lea      rdx, [rsi-0x01]
       mov      r11, gword ptr [rbp-0x60]
       cmp      dword ptr [r11+0x08], 0
       jbe      G_M000_IG68
       sub      rdx, qword ptr [r11+0x10]
       add      rdx, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rdx
       mov      rdx, gword ptr [rbp-0x60]
       cmp      dword ptr [rdx+0x08], 0
       jbe      G_M000_IG68
       dec      rsi
       mov      qword ptr [rdx+0x10], rsi
       mov      rdi, qword ptr [rbp-0xD0]
       mov      qword ptr [rbp-0x40], rdi
       mov      r12, gword ptr [rbp-0x138]
       mov      r13, bword ptr [rbp-0x130]
 
G_M000_IG34:                ;; offset=0x030C
       mov      r8d, dword ptr [rbp-0x74]
       cmp      r10d, r8d
       jge      G_M000_IG75
 
G_M000_IG35:                ;; offset=0x0319
       mov      dword ptr [rbp-0x78], r8d
       sub      r8d, r10d
       mov      r9, bword ptr [rbp-0x158]
       mov      rsi, r9
       mov      r10d, r8d
       mov      dword ptr [rbp-0x11C], r10d
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG59
       mov      r8, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x170], r8
       cmp      dword ptr [r8+0x08], 1
       jne      G_M000_IG67
       mov      rdi, qword ptr [rbp-0x40]
       mov      r8, gword ptr [rbp-0x60]
       cmp      dword ptr [r8+0x08], 0
       jbe      G_M000_IG68
       mov      r8, qword ptr [r8+0x10]
       inc      r8
       mov      qword ptr [rbp-0x100], r8
       mov      r9, r8
       xor      r11d, r11d
       test     r10d, r10d
       mov      gword ptr [rbp-0x138], r12
       jle      SHORT G_M000_IG40
 
G_M000_IG36:                ;; offset=0x0388
       mov      r12, qword ptr [rsi+8*r11]
       cmp      r12, r9
       jne      SHORT G_M000_IG39
 
G_M000_IG37:                ;; offset=0x0391
       add      rdi, r9
       mov      qword ptr [rbp-0x118], rdi
       inc      r9
       inc      r11d
       cmp      r11d, r10d
       jge      SHORT G_M000_IG41
 
G_M000_IG38:                ;; offset=0x03A6
       mov      rdi, qword ptr [rbp-0x118]
       jmp      SHORT G_M000_IG36
 
G_M000_IG39:                ;; offset=0x03AF
       mov      r9d, r11d
       mov      qword ptr [rbp-0x118], rdi
       jmp      SHORT G_M000_IG42
 
G_M000_IG40:                ;; offset=0x03BB
       mov      qword ptr [rbp-0x118], rdi
 
G_M000_IG41:                ;; offset=0x03C2
       mov      r9d, -1
 
G_M000_IG42:                ;; offset=0x03C8
       test     r9d, r9d
       jge      G_M000_IG66
 
G_M000_IG43:                ;; offset=0x03D1
       mov      r10d, r10d
       add      r8, r10
       lea      rsi, [r8-0x01]
       mov      r9, gword ptr [rbp-0x60]
       cmp      dword ptr [r9+0x08], 0
       jbe      G_M000_IG68
       sub      rsi, qword ptr [r9+0x10]
       add      rsi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, gword ptr [rbp-0x60]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG68
       dec      r8
       mov      qword ptr [rsi+0x10], r8
       mov      rdi, qword ptr [rbp-0x118]
       mov      qword ptr [rbp-0x40], rdi
       mov      r12, gword ptr [rbp-0x138]
       jmp      G_M000_IG75
 
G_M000_IG44:                ;; offset=0x0422
       mov      bword ptr [rbp-0x188], r11
       xor      edi, edi
       xor      esi, esi
       cmp      esi, r10d
       jl       SHORT G_M000_IG45
       mov      r10d, dword ptr [rbp-0x7C]
       jmp      G_M000_IG34
 
G_M000_IG45:                ;; offset=0x043B
       mov      dword ptr [rbp-0x8C], esi
       mov      edi, esi
       mov      rdi, qword ptr [r11+8*rdi]
       mov      qword ptr [rbp-0xB8], rdi
       mov      rsi, rdi
       sar      rsi, 40
       mov      dword ptr [rbp-0xBC], esi
       mov      r11, 0xFFFFFFFFFF
       and      r11, rdi
       mov      qword ptr [rbp-0xC8], r11
       mov      rdi, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x168], rdi
       cmp      dword ptr [rdi+0x08], esi
       jbe      G_M000_IG52
       mov      esi, esi
       mov      rsi, qword ptr [rdi+8*rsi+0x10]
       inc      rsi
       cmp      rsi, r11
       je       SHORT G_M000_IG47
 
G_M000_IG46:                ;; offset=0x0492
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xB8]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG47:                ;; offset=0x04A3
       mov      esi, dword ptr [rbp-0xBC]
       mov      rdi, gword ptr [rbp-0x168]
       cmp      esi, dword ptr [rdi+0x08]
       jae      G_M000_IG68
       mov      r11, qword ptr [rbp-0xC8]
       mov      qword ptr [rdi+8*rsi+0x10], r11
       mov      rsi, qword ptr [rbp-0x48]
       inc      rsi
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, r11
       add      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rsi
       mov      rdi, gword ptr [rbp-0x58]
       test     rdi, rdi
       je       SHORT G_M000_IG48
       mov      esi, dword ptr [rbp-0xBC]
       imul     rsi, qword ptr [rbp-0x50]
       jo       G_M000_IG69
       add      rsi, r11
       jo       G_M000_IG69
       sub      rsi, 1
       jo       G_M000_IG69
       movsxd   r11, esi
       cmp      rsi, r11
       jne      G_M000_IG69
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG48:                ;; offset=0x051A
       mov      esi, dword ptr [rbp-0x8C]
       inc      esi
       mov      r10d, dword ptr [rbp-0x7C]
       cmp      esi, r10d
       mov      r11, bword ptr [rbp-0x188]
       jl       SHORT G_M000_IG51
       jmp      G_M000_IG34
 
G_M000_IG49:                ;; offset=0x0537
       cmp      edx, r10d
       jae      G_M000_IG68
       mov      r13d, edx
       mov      rcx, qword ptr [rsi+8*r13]
       mov      esi, edx
       add      rsi, r11
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0xD0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r10d, dword ptr [rbp-0x7C]
       mov      r11, qword ptr [rbp-0xB0]
       jmp      G_M000_IG33
 
G_M000_IG50:                ;; offset=0x056D
       mov      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x88], rsi
       mov      bword ptr [rbp-0x180], r11
       xor      esi, esi
       cmp      esi, r10d
       jl       SHORT G_M000_IG53
       jmp      G_M000_IG56
 
G_M000_IG51:                ;; offset=0x058B
       jmp      G_M000_IG45
 
G_M000_IG52:                ;; offset=0x0590
       jmp      G_M000_IG46
 
G_M000_IG53:                ;; offset=0x0595
       mov      dword ptr [rbp-0x8C], esi
       mov      esi, esi
       mov      rsi, qword ptr [r11+8*rsi]
       mov      qword ptr [rbp-0x98], rsi
       mov      r11, rsi
       sar      r11, 40
       mov      dword ptr [rbp-0x9C], r11d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rsi
       mov      qword ptr [rbp-0xA8], r11
       mov      esi, dword ptr [rbp-0x9C]
       cmp      dword ptr [rdi+0x08], esi
       jbe      G_M000_IG58
       mov      rsi, qword ptr [rdi+8*rsi+0x10]
       inc      rsi
       cmp      rsi, r11
       je       SHORT G_M000_IG55
 
G_M000_IG54:                ;; offset=0x05E6
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0x98]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG55:                ;; offset=0x05F7
       mov      esi, dword ptr [rbp-0x9C]
       mov      rdi, gword ptr [rbp-0x160]
       cmp      esi, dword ptr [rdi+0x08]
       jae      G_M000_IG68
       mov      r11, qword ptr [rbp-0xA8]
       mov      qword ptr [rdi+8*rsi+0x10], r11
       mov      rsi, qword ptr [rbp-0x88]
       add      rsi, r11
       mov      r11d, dword ptr [rbp-0x8C]
       inc      r11d
       mov      r10d, dword ptr [rbp-0x7C]
       cmp      r11d, r10d
       mov      qword ptr [rbp-0x88], rsi
       jl       SHORT G_M000_IG57
 
G_M000_IG56:                ;; offset=0x063D
       mov      rsi, qword ptr [rbp-0x88]
       mov      qword ptr [rbp-0x40], rsi
       mov      r10d, dword ptr [rbp-0x7C]
       mov      r11d, r10d
       add      r11, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], r11
       jmp      G_M000_IG34
 
G_M000_IG57:                ;; offset=0x065C
       mov      esi, r11d
       mov      r11, bword ptr [rbp-0x180]
       jmp      G_M000_IG53
 
G_M000_IG58:                ;; offset=0x066B
       jmp      G_M000_IG54
 
G_M000_IG59:                ;; offset=0x0670
       mov      bword ptr [rbp-0x198], r9
       mov      dword ptr [rbp-0x120], r8d
       xor      esi, esi
       xor      r10d, r10d
       jmp      G_M000_IG64
 
G_M000_IG60:                ;; offset=0x0688
       cmp      r10d, r8d
       jae      G_M000_IG68
       mov      dword ptr [rbp-0xDC], r10d
       mov      edi, r10d
       mov      rsi, qword ptr [r9+8*rdi]
       mov      r11, rsi
       sar      r11, 40
       mov      dword ptr [rbp-0x104], r11d
       mov      rdi, 0xFFFFFFFFFF
       and      rdi, rsi
       mov      qword ptr [rbp-0x110], rdi
       mov      r10, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x178], r10
       cmp      dword ptr [r10+0x08], r11d
       jbe      G_M000_IG65
       mov      r8d, r11d
       mov      r8, qword ptr [r10+8*r8+0x10]
       inc      r8
       cmp      r8, rdi
       je       SHORT G_M000_IG62
 
G_M000_IG61:                ;; offset=0x06E6
       lea      rdi, [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG62:                ;; offset=0x06F0
       mov      r11d, dword ptr [rbp-0x104]
       mov      r10, gword ptr [rbp-0x178]
       cmp      r11d, dword ptr [r10+0x08]
       jae      G_M000_IG68
       mov      esi, r11d
       mov      rdi, qword ptr [rbp-0x110]
       mov      qword ptr [r10+8*rsi+0x10], rdi
       mov      rsi, qword ptr [rbp-0x48]
       inc      rsi
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, rdi
       add      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rsi
       mov      r8, gword ptr [rbp-0x58]
       test     r8, r8
       je       SHORT G_M000_IG63
       mov      esi, r11d
       imul     rsi, qword ptr [rbp-0x50]
       jo       G_M000_IG69
       add      rsi, rdi
       jo       G_M000_IG69
       sub      rsi, 1
       jo       G_M000_IG69
       movsxd   rdi, esi
       cmp      rsi, rdi
       jne      G_M000_IG69
       mov      rdi, r8
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG63:                ;; offset=0x076C
       mov      edi, dword ptr [rbp-0xDC]
       inc      edi
       mov      r10d, edi
       mov      r8d, dword ptr [rbp-0x120]
       mov      r9, bword ptr [rbp-0x198]
 
G_M000_IG64:                ;; offset=0x0785
       cmp      r10d, r8d
       jl       G_M000_IG60
       jmp      G_M000_IG75
 
G_M000_IG65:                ;; offset=0x0793
       jmp      G_M000_IG61
 
G_M000_IG66:                ;; offset=0x0798
       cmp      r9d, r10d
       jae      SHORT G_M000_IG68
       mov      r11d, r9d
       mov      rcx, qword ptr [rsi+8*r11]
       mov      esi, r9d
       add      rsi, r8
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0x118]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0x100]
       mov      r10d, dword ptr [rbp-0x11C]
       jmp      G_M000_IG43
 
G_M000_IG67:                ;; offset=0x07CE
       mov      r11, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0xD8], r11
       mov      bword ptr [rbp-0x190], r9
       xor      esi, esi
       jmp      G_M000_IG74
 
G_M000_IG68:                ;; offset=0x07E7
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG69:                ;; offset=0x07ED
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG70:                ;; offset=0x07F3
       jmp      SHORT G_M000_IG72
 
G_M000_IG71:                ;; offset=0x07F5
       cmp      esi, r10d
       jae      SHORT G_M000_IG68
       mov      dword ptr [rbp-0xDC], esi
       mov      edi, esi
       mov      rdi, qword ptr [r9+8*rdi]
       mov      qword ptr [rbp-0xE8], rdi
       mov      r9, rdi
       sar      r9, 40
       mov      dword ptr [rbp-0xEC], r9d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rdi
       mov      qword ptr [rbp-0xF8], r11
       cmp      dword ptr [r8+0x08], r9d
       jbe      SHORT G_M000_IG70
       cmp      r9d, dword ptr [r8+0x08]
       jae      SHORT G_M000_IG68
       mov      r9d, r9d
       mov      r9, qword ptr [r8+8*r9+0x10]
       inc      r9
       cmp      r9, r11
       je       SHORT G_M000_IG73
 
G_M000_IG72:                ;; offset=0x084B
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xE8]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG73:                ;; offset=0x085C
       mov      edi, dword ptr [rbp-0xEC]
       mov      r8, gword ptr [rbp-0x170]
       cmp      edi, dword ptr [r8+0x08]
       jae      G_M000_IG68
       mov      r11, qword ptr [rbp-0xF8]
       mov      qword ptr [r8+8*rdi+0x10], r11
       mov      rdi, qword ptr [rbp-0xD8]
       add      rdi, r11
       mov      esi, dword ptr [rbp-0xDC]
       inc      esi
       mov      qword ptr [rbp-0xD8], rdi
       mov      r9, bword ptr [rbp-0x190]
       mov      r10d, dword ptr [rbp-0x11C]
 
G_M000_IG74:                ;; offset=0x08A6
       cmp      esi, r10d
       jl       G_M000_IG71
       mov      r11, qword ptr [rbp-0xD8]
       mov      qword ptr [rbp-0x40], r11
       mov      esi, r10d
       add      rsi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rsi
 
G_M000_IG75:                ;; offset=0x08C5
       cmp      dword ptr [rbp-0x78], 0
       je       G_M000_IG11
 
G_M000_IG76:                ;; offset=0x08CF
       movsxd   rdi, dword ptr [rbp-0x78]
       add      rdi, qword ptr [rbp-0x70]
       mov      rsi, bword ptr [rbp-0x150]
       mov      qword ptr [rsi], rdi
       jmp      G_M000_IG11
 
G_M000_IG77:                ;; offset=0x08E6
       mov      rdi, r12
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      G_M000_IG07
 
G_M000_IG78:                ;; offset=0x08F6
       pause    
       mov      ecx, dword ptr [rbp-0x124]
       inc      ecx
       mov      dword ptr [rbp-0x124], ecx
       jmp      G_M000_IG09
 
G_M000_IG79:                ;; offset=0x090B
       push     rax
 
G_M000_IG80:                ;; offset=0x090C
       cmp      dword ptr [rbp-0x78], 0
       je       SHORT G_M000_IG82
 
G_M000_IG81:                ;; offset=0x0912
       movsxd   rdi, dword ptr [rbp-0x78]
       add      rdi, qword ptr [rbp-0x70]
       mov      rsi, bword ptr [rbp-0x150]
       mov      qword ptr [rsi], rdi
 
G_M000_IG82:                ;; offset=0x0924
       vzeroupper 
       add      rsp, 8
       ret      
 
G_M000_IG83:                ;; offset=0x092C
       push     rax
 
G_M000_IG84:                ;; offset=0x092D
       mov      rdi, gword ptr [rbp-0x140]
       mov      byte  ptr [rdi+0x1A1], 0
 
G_M000_IG85:                ;; offset=0x093B
       vzeroupper 
       add      rsp, 8
       ret      
 
; Total bytes of code 2371

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Yield(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 3946
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
       mov      rax, 0x7FB9C5691058
       mov      qword ptr [rbp-0x50], rax
       lea      rax, G_M000_IG06
       mov      qword ptr [rbp-0x40], rax
       lea      rax, [rbp-0x60]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG04:                ;; offset=0x0061
       mov      rax, 0x7FBA43A6F770
 
G_M000_IG05:                ;; offset=0x006B
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG06:                ;; offset=0x006D
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
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

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Spin(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 4414
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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 29
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       cmp      dword ptr [rdi+0xB0], 0
       jne      SHORT G_M000_IG04
       mov      rax, qword ptr [rdi+0xA0]
       mov      rcx, gword ptr [rdi+0x10]
       mov      rcx, qword ptr [rcx+0xA0]
       mov      rdx, gword ptr [rdi+0x08]
       mov      r8d, dword ptr [rdx+0x08]
       add      rcx, r8
       mov      qword ptr [rdi+0xA8], rcx
       cmp      rax, rcx
       je       SHORT G_M000_IG05
       cmp      byte  ptr [rdx], dl
       mov      ecx, eax
       and      ecx, dword ptr [rdi+0x18]
       movsxd   rcx, ecx
       add      rdx, 16
       mov      rsi, qword ptr [rsi]
       mov      qword ptr [rdx+8*rcx], rsi
       inc      rax
       mov      qword ptr [rdi+0xA0], rax
       xor      eax, eax
 
G_M000_IG03:                ;; offset=0x0057
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x0059
       mov      eax, 2
       jmp      SHORT G_M000_IG03
 
G_M000_IG05:                ;; offset=0x0060
       mov      eax, 1
       jmp      SHORT G_M000_IG03
 
; Total bytes of code 103

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:Put(long,byref):this (Tier1)
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
       mov      rax, gword ptr [rdi+0x08]
       cmp      byte  ptr [rax], al
       mov      ecx, esi
       and      ecx, dword ptr [rdi+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rdx, qword ptr [rdx]
       mov      qword ptr [rax+8*rcx], rdx
       inc      rsi
       mov      qword ptr [rdi+0xA0], rsi
 
G_M000_IG03:                ;; offset=0x0023
       ret      
 
; Total bytes of code 36

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

; Assembly listing for method PerfBuf.Experiments.E01.SpscLeanRingPort:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 6 inlinees with PGO data; 7 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      r15, rsi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x0018
       mov      r14, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0x40], r14
       cmp      byte  ptr [r14], r14b
       lea      r13, bword ptr [r14+0x1A1]
       cmp      byte  ptr [r13], 0
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0031
       mov      rdi, 0x7FB9C0A2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
 
G_M000_IG04:                ;; offset=0x0041
       mov      byte  ptr [r13], 1
 
G_M000_IG05:                ;; offset=0x0046
       mov      rdi, gword ptr [r14+0x10]
       mov      r13, qword ptr [rdi+0xA0]
       mov      qword ptr [r14+0xA8], r13
       mov      rdi, gword ptr [r14+0x08]
       mov      esi, dword ptr [r14+0x18]
       lea      rdx, bword ptr [r14+0xA0]
       mov      bword ptr [rbp-0x48], rdx
       mov      rax, qword ptr [rdx]
       mov      qword ptr [rbp-0x30], rax
       xor      eax, eax
       test     ebx, ebx
       cmovl    ebx, eax
       sub      r13, qword ptr [rbp-0x30]
       movsxd   rax, ebx
       cmp      r13, rax
       cmovg    r13, rax
       xor      eax, eax
       mov      dword ptr [rbp-0x34], eax
 
G_M000_IG06:                ;; offset=0x008C
       test     r13d, r13d
       jle      SHORT G_M000_IG09
 
G_M000_IG07:                ;; offset=0x0091
       lea      rbx, bword ptr [rdi+0x10]
       and      esi, dword ptr [rbp-0x30]
       mov      edi, dword ptr [rdi+0x08]
       sub      edi, esi
       cmp      r13d, edi
       mov      r12d, edi
       cmovle   r12d, r13d
       mov      dword ptr [rbp-0x34], r12d
       movsxd   rdi, esi
       lea      rsi, bword ptr [rbx+8*rdi]
       cmp      byte  ptr [r15], r15b
       mov      rdi, r15
       mov      edx, r12d
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       cmp      r12d, r13d
       jge      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x00C6
       mov      dword ptr [rbp-0x34], r13d
       mov      edx, r13d
       sub      edx, r12d
       mov      rsi, rbx
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       nop      
 
G_M000_IG09:                ;; offset=0x00DD
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG11
 
G_M000_IG10:                ;; offset=0x00E3
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rdx, bword ptr [rbp-0x48]
       mov      qword ptr [rdx], rax
 
G_M000_IG11:                ;; offset=0x00F2
       mov      byte  ptr [r14+0x1A1], 0
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG12:                ;; offset=0x00FD
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG13:                ;; offset=0x010C
       push     rax
 
G_M000_IG14:                ;; offset=0x010D
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG16
 
G_M000_IG15:                ;; offset=0x0113
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rdx, bword ptr [rbp-0x48]
       mov      qword ptr [rdx], rax
 
G_M000_IG16:                ;; offset=0x0122
       add      rsp, 8
       ret      
 
G_M000_IG17:                ;; offset=0x0127
       push     rax
 
G_M000_IG18:                ;; offset=0x0128
       mov      r14, gword ptr [rbp-0x40]
       mov      byte  ptr [r14+0x1A1], 0
 
G_M000_IG19:                ;; offset=0x0134
       add      rsp, 8
       ret      
 
; Total bytes of code 313

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:get_PausesPerPoll():int:this (Tier1)
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
       mov      eax, dword ptr [rdi+0x0C]
 
G_M000_IG03:                ;; offset=0x0003
       ret      
 
; Total bytes of code 4

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Pause():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 1020
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
       mov      edi, dword ptr [rbx+0x0C]
       cmp      edi, 1
       je       SHORT G_M000_IG07
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], eax
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x003A
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 65

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

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitForProducers(byref,PerfBuf.Experiments.Harness.WorkerGroup) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 999
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
       je       SHORT G_M000_IG08
 
G_M000_IG03:                ;; offset=0x0017
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       SHORT G_M000_IG07
 
G_M000_IG04:                ;; offset=0x001F
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG05:                ;; offset=0x0027
       inc      dword ptr [rbx]
 
G_M000_IG06:                ;; offset=0x0029
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x0030
       mov      edi, dword ptr [rbx+0x0C]
       cmp      edi, 1
       je       SHORT G_M000_IG09
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], eax
       jmp      SHORT G_M000_IG05
 
G_M000_IG08:                ;; offset=0x0046
       mov      rdi, rsi
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      SHORT G_M000_IG03
 
G_M000_IG09:                ;; offset=0x0053
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      SHORT G_M000_IG05
 
; Total bytes of code 90

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

; Assembly listing for method PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:TryPush(long):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 2 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       sub      rsp, 16
       lea      rbp, [rsp+0x10]
 
G_M000_IG02:                ;; offset=0x000A
       mov      rdi, gword ptr [rdi]
       mov      qword ptr [rbp-0x08], rsi
       mov      rsi, qword ptr [rdi+0xA0]
       cmp      rsi, qword ptr [rdi+0xA8]
       je       SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0021
       mov      rax, gword ptr [rdi+0x08]
       cmp      byte  ptr [rax], al
       mov      ecx, esi
       and      ecx, dword ptr [rdi+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rdx, qword ptr [rbp-0x08]
       mov      qword ptr [rax+8*rcx], rdx
       inc      rsi
       mov      qword ptr [rdi+0xA0], rsi
 
G_M000_IG04:                ;; offset=0x0045
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x004A
       add      rsp, 16
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0050
       lea      rsi, [rbp-0x08]
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       je       SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x005E
       cmp      eax, 2
       jne      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x0063
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG09:                ;; offset=0x0082
       xor      eax, eax
       jmp      SHORT G_M000_IG05
 
; Total bytes of code 134

; Assembly listing for method PerfBuf.Experiments.E01.SpscLeanRingPort:TryPush(long):bool:this (Tier1)
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
       sub      rsp, 16
       lea      rbp, [rsp+0x10]
       mov      qword ptr [rbp-0x08], rsi
 
G_M000_IG02:                ;; offset=0x000E
       mov      rdi, gword ptr [rdi]
       mov      rsi, qword ptr [rdi+0xA0]
       cmp      rsi, qword ptr [rdi+0xA8]
       je       SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0021
       mov      rax, gword ptr [rdi+0x08]
       cmp      byte  ptr [rax], al
       mov      ecx, esi
       and      ecx, dword ptr [rdi+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rdx, qword ptr [rbp-0x08]
       mov      qword ptr [rax+8*rcx], rdx
       inc      rsi
       mov      qword ptr [rdi+0xA0], rsi
 
G_M000_IG04:                ;; offset=0x0045
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x004A
       add      rsp, 16
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0050
       lea      rsi, [rbp-0x08]
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       je       SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x005E
       cmp      eax, 2
       jne      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x0063
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG09:                ;; offset=0x0082
       xor      eax, eax
       jmp      SHORT G_M000_IG05
 
; Total bytes of code 134

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:TryPush(byref):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 1029
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       mov      rax, qword ptr [rdi+0xA0]
       cmp      rax, qword ptr [rdi+0xA8]
       je       SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0010
       mov      rcx, gword ptr [rdi+0x08]
       cmp      byte  ptr [rcx], cl
       mov      edx, eax
       and      edx, dword ptr [rdi+0x18]
       movsxd   rdx, edx
       add      rcx, 16
       mov      rsi, qword ptr [rsi]
       mov      qword ptr [rcx+8*rdx], rsi
       inc      rax
       mov      qword ptr [rdi+0xA0], rax
       xor      eax, eax
 
G_M000_IG04:                ;; offset=0x0035
       ret      
 
G_M000_IG05:                ;; offset=0x0036
       tail.jmp [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
; Total bytes of code 60

; Assembly listing for method PerfBuf.Experiments.Harness.PortStatus:Pushed(int):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 1029

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       test     edi, edi
       jne      SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0008
       mov      eax, 1
 
G_M000_IG04:                ;; offset=0x000D
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x000F
       cmp      edi, 2
       je       SHORT G_M000_IG07
       xor      eax, eax
 
G_M000_IG06:                ;; offset=0x0016
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x0018
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 55

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

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 11268
; 1 inlinees with PGO data; 3 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      r15, rdi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x0018
       cmp      gword ptr [r15+0x08], 0
       jne      G_M000_IG10
       mov      rcx, gword ptr [r15]
       mov      r14, rcx
       mov      r13d, dword ptr [r14+0x08]
       cmp      r13d, 1
       jne      G_M000_IG17
       mov      r13, qword ptr [r15+0x20]
       mov      r14, qword ptr [rcx+0x10]
       inc      r14
       mov      rcx, r14
       xor      edi, edi
       test     ebx, ebx
       jle      SHORT G_M000_IG05
       align    [0 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x004B
       mov      rdx, qword ptr [rsi+8*rdi]
       cmp      rdx, rcx
       jne      SHORT G_M000_IG09
 
G_M000_IG04:                ;; offset=0x0054
       add      r13, rcx
       inc      rcx
       inc      edi
       cmp      edi, ebx
       jl       SHORT G_M000_IG03
 
G_M000_IG05:                ;; offset=0x0060
       mov      edi, -1
 
G_M000_IG06:                ;; offset=0x0065
       test     edi, edi
       jge      G_M000_IG16
 
G_M000_IG07:                ;; offset=0x006D
       mov      edi, ebx
       add      rdi, r14
       dec      rdi
       mov      rsi, gword ptr [r15]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG24
       mov      rax, rdi
       sub      rax, qword ptr [rsi+0x10]
       add      qword ptr [r15+0x18], rax
       mov      rsi, gword ptr [r15]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG24
       mov      qword ptr [rsi+0x10], rdi
       mov      qword ptr [r15+0x20], r13
 
G_M000_IG08:                ;; offset=0x00A2
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00B1
       jmp      SHORT G_M000_IG06
 
G_M000_IG10:                ;; offset=0x00B3
       mov      r14, rsi
       xor      ecx, ecx
       xor      r13d, r13d
       jmp      G_M000_IG15
 
G_M000_IG11:                ;; offset=0x00C0
       mov      edi, r13d
       mov      rsi, qword ptr [r14+8*rdi]
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x40], rax
       mov      rcx, gword ptr [r15]
       mov      gword ptr [rbp-0x48], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG18
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG13
 
G_M000_IG12:                ;; offset=0x0100
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG13:                ;; offset=0x0109
       mov      rcx, gword ptr [rbp-0x48]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG24
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x40]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [r15+0x18]
       add      qword ptr [r15+0x20], rax
       mov      rdi, gword ptr [r15+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG14
       mov      esi, r12d
       imul     rsi, qword ptr [r15+0x10]
       jo       G_M000_IG25
       add      rsi, rax
       jo       G_M000_IG25
       sub      rsi, 1
       jo       G_M000_IG25
       movsxd   rax, esi
       cmp      rsi, rax
       jne      G_M000_IG25
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG14:                ;; offset=0x0167
       inc      r13d
 
G_M000_IG15:                ;; offset=0x016A
       cmp      r13d, ebx
       jl       G_M000_IG11
       jmp      G_M000_IG08
 
G_M000_IG16:                ;; offset=0x0178
       cmp      edi, ebx
       jae      G_M000_IG24
       mov      ecx, edi
       mov      rcx, qword ptr [rsi+8*rcx]
       mov      esi, edi
       add      rsi, r14
       mov      rdi, r15
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       jmp      G_M000_IG07
 
G_M000_IG17:                ;; offset=0x019C
       mov      r12, qword ptr [r15+0x20]
       mov      rax, rsi
       mov      bword ptr [rbp-0x50], rax
       xor      ecx, ecx
       cmp      ecx, ebx
       jl       SHORT G_M000_IG19
       jmp      SHORT G_M000_IG22
 
G_M000_IG18:                ;; offset=0x01AF
       jmp      G_M000_IG12
 
G_M000_IG19:                ;; offset=0x01B4
       mov      dword ptr [rbp-0x2C], ecx
       mov      edi, ecx
       mov      rsi, qword ptr [rax+8*rdi]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x30], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x38], r8
       cmp      r13d, edx
       jbe      SHORT G_M000_IG23
       mov      edi, edx
       mov      rdi, qword ptr [r14+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r8
       je       SHORT G_M000_IG21
 
G_M000_IG20:                ;; offset=0x01EC
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG21:                ;; offset=0x01F5
       mov      edx, dword ptr [rbp-0x30]
       cmp      edx, r13d
       jae      SHORT G_M000_IG24
       mov      edi, edx
       mov      r8, qword ptr [rbp-0x38]
       mov      qword ptr [r14+8*rdi+0x10], r8
       add      r12, r8
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
       cmp      ecx, ebx
       mov      rax, bword ptr [rbp-0x50]
       jl       SHORT G_M000_IG19
 
G_M000_IG22:                ;; offset=0x0218
       mov      qword ptr [r15+0x20], r12
       mov      ecx, ebx
       add      qword ptr [r15+0x18], rcx
       jmp      G_M000_IG08
 
G_M000_IG23:                ;; offset=0x0227
       jmp      SHORT G_M000_IG20
 
G_M000_IG24:                ;; offset=0x0229
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG25:                ;; offset=0x022F
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 565

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

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this (Tier1)
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
       mov      rax, qword ptr [rdi+0x18]
       dec      rsi
       mov      rcx, gword ptr [rdi]
       cmp      dword ptr [rcx+0x08], 0
       jbe      SHORT G_M000_IG04
       mov      r8, rsi
       sub      r8, qword ptr [rcx+0x10]
       add      rax, r8
       mov      qword ptr [rdi+0x18], rax
       mov      rax, gword ptr [rdi]
       cmp      dword ptr [rax+0x08], 0
       jbe      SHORT G_M000_IG04
       mov      qword ptr [rax+0x10], rsi
       mov      qword ptr [rdi+0x20], rdx
 
G_M000_IG03:                ;; offset=0x0030
       add      rsp, 8
       ret      
 
G_M000_IG04:                ;; offset=0x0035
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
; Total bytes of code 59

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 120
; 3 inlinees with PGO data; 9 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       push     rax
       lea      rbp, [rsp+0x30]
       mov      r15, rdi
       mov      r13, rdx
       mov      r14, rcx
       mov      rbx, r8
 
G_M000_IG02:                ;; offset=0x001C
       cmp      byte  ptr [r14+0x38], 0
       jne      G_M000_IG15
 
G_M000_IG03:                ;; offset=0x0027
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       SHORT G_M000_IG10
 
G_M000_IG04:                ;; offset=0x002F
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG05:                ;; offset=0x0037
       inc      dword ptr [rbx]
       mov      qword ptr [rbp-0x30], r13
       mov      r12, qword ptr [r15+0xA0]
       cmp      r12, qword ptr [r15+0xA8]
       je       SHORT G_M000_IG11
 
G_M000_IG06:                ;; offset=0x004D
       mov      rax, gword ptr [r15+0x08]
       cmp      byte  ptr [rax], al
       mov      edi, r12d
       and      edi, dword ptr [r15+0x18]
       movsxd   rdi, edi
       add      rax, 16
       mov      rsi, qword ptr [rbp-0x30]
       mov      qword ptr [rax+8*rdi], rsi
       inc      r12
       mov      qword ptr [r15+0xA0], r12
 
G_M000_IG07:                ;; offset=0x0073
       xor      eax, eax
       mov      dword ptr [rbx], eax
 
G_M000_IG08:                ;; offset=0x0077
       mov      dword ptr [rbx+0x04], eax
       mov      eax, 1
 
G_M000_IG09:                ;; offset=0x007F
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x008E
       mov      edi, dword ptr [rbx+0x0C]
       cmp      edi, 1
       je       SHORT G_M000_IG12
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      esi, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], esi
       jmp      SHORT G_M000_IG05
 
G_M000_IG11:                ;; offset=0x00A4
       lea      rsi, [rbp-0x30]
       mov      rdi, r15
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       jne      SHORT G_M000_IG13
       jmp      SHORT G_M000_IG07
 
G_M000_IG12:                ;; offset=0x00B7
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      G_M000_IG05
 
G_M000_IG13:                ;; offset=0x00C1
       cmp      eax, 2
       je       SHORT G_M000_IG17
 
G_M000_IG14:                ;; offset=0x00C6
       cmp      byte  ptr [r14+0x38], 0
       je       G_M000_IG03
 
G_M000_IG15:                ;; offset=0x00D1
       xor      eax, eax
 
G_M000_IG16:                ;; offset=0x00D3
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG17:                ;; offset=0x00E2
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 257

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
       add      r14, qword ptr [(reloc 0x7fb9c466b140)]
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
       mov      rsi, 0x7FB9C0A2AE00
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
       mov      rsi, 0x7FB9C0A2AE30
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

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:NewBackoff(int):PerfBuf.Core.Waiting.Backoff (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 34
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
       mov      rsi, 0x7FB9C5D92868
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
       mov      rsi, 0x7FB9C5D92868
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
       mov      rax, 0x7FADE7002980
       mov      rax, gword ptr [rax]
 
G_M000_IG03:                ;; offset=0x000D
       ret      
 
; Total bytes of code 14

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
       mov      rdi, 0x7FB9C5D912F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      edi, 521
       mov      rsi, 0x7FB9C5B67A00
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

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:JoinAll():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 63
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
       mov      rdi, 0x7FB9C6F07668
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG77
       mov      r15d, dword ptr [rbx+0x08]
       test     r15d, r15d
       jne      G_M000_IG75
 
G_M000_IG03:                ;; offset=0x007D
       test     byte  ptr [(reloc 0x7fb9c6f0b2c0)], 1
       je       G_M000_IG76
 
G_M000_IG04:                ;; offset=0x008A
       mov      rdi, 0x7FADE7002A10
       mov      r14, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0097
       mov      gword ptr [rbp-0x90], r14
 
G_M000_IG06:                ;; offset=0x009E
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7FB9C6F0B1F8
       cmp      rbx, rdi
       jne      G_M000_IG66
       mov      edi, dword ptr [r14+0x08]
       inc      edi
       mov      ebx, dword ptr [r14+0x0C]
       cmp      edi, ebx
       jae      G_M000_IG59
 
G_M000_IG07:                ;; offset=0x00CD
       mov      dword ptr [r14+0x08], edi
       mov      edi, dword ptr [r14+0x08]
       cmp      edi, dword ptr [r14+0x0C]
       jae      G_M000_IG67
       mov      r11, gword ptr [r14+0x10]
       cmp      edi, dword ptr [r11+0x08]
       jae      G_M000_IG73
       mov      rbx, gword ptr [r11+8*rdi+0x10]
 
G_M000_IG08:                ;; offset=0x00F2
       mov      gword ptr [rbp-0x98], rbx
       mov      rax, gword ptr [rbx+0x18]
       mov      gword ptr [rbp-0xA0], rax
       xor      eax, eax
       mov      gword ptr [rbp-0x30], rax
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0x40000000
       jne      G_M000_IG68
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0125
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG69
 
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
       test     byte  ptr [(reloc 0x7fb9c6f08d10)], 1
       je       G_M000_IG64
 
G_M000_IG15:                ;; offset=0x018C
       mov      rdi, 0x7FADE70029D0
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG71
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
       mov      rax, 0x7FB9C5691058
       mov      qword ptr [rbp-0x70], rax
       lea      rax, G_M000_IG23
       mov      qword ptr [rbp-0x60], rax
       mov      rax, qword ptr [rbp-0x48]
       lea      rcx, [rbp-0x80]
       mov      qword ptr [rax+0x08], rcx
       mov      rax, qword ptr [rbp-0x48]
       mov      byte  ptr [rax+0x04], 0
 
G_M000_IG21:                ;; offset=0x0228
       mov      rax, 0x7FBA43A6F770
 
G_M000_IG22:                ;; offset=0x0232
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG23:                ;; offset=0x0234
       mov      rcx, qword ptr [rbp-0x48]
       mov      byte  ptr [rcx+0x04], 1
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
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
       jg       SHORT G_M000_IG27
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jl       G_M000_IG58
 
G_M000_IG27:                ;; offset=0x0283
       cmp      eax, 0x400
       jge      G_M000_IG62
       mov      edi, eax
       mov      rax, 0x7FBA43A6F410
 
G_M000_IG28:                ;; offset=0x029A
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
       jne      G_M000_IG61
 
G_M000_IG29:                ;; offset=0x02A9
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG63
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG30:                ;; offset=0x02BB
       mov      dword ptr [rbp-0x38], edi
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG57
 
G_M000_IG31:                ;; offset=0x02D2
       cmp      dword ptr [rbp-0x38], 100
       mov      r14, gword ptr [rbp-0x90]
       jl       G_M000_IG12
 
G_M000_IG32:                ;; offset=0x02E3
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG12
 
G_M000_IG33:                ;; offset=0x0303
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG12
 
G_M000_IG34:                ;; offset=0x030E
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG12
       jmp      G_M000_IG69
 
G_M000_IG35:                ;; offset=0x0321
       mov      rdi, 0x7FB9C46647B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       mov      rdi, gword ptr [rbp-0xA0]
       add      rdi, 8
       test     rdi, rdi
       je       G_M000_IG70
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG14
 
G_M000_IG36:                ;; offset=0x0353
       mov      rdx, gword ptr [rbp-0xA0]
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
 
G_M000_IG37:                ;; offset=0x0365
       mov      gword ptr [rbp-0xB0], rax
       mov      qword ptr [rbp-0x88], rdx
 
G_M000_IG38:                ;; offset=0x0373
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0xA8], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG39:                ;; offset=0x038A
       cmp      gword ptr [rbp-0xA8], 0
       je       G_M000_IG49
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG50
 
G_M000_IG40:                ;; offset=0x03AC
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG41:                ;; offset=0x03B3
       mov      rsi, gword ptr [rbp-0xA0]
       test     dword ptr [rsi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG53
 
G_M000_IG42:                ;; offset=0x03C7
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG44
 
G_M000_IG43:                ;; offset=0x03CE
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG51
 
G_M000_IG44:                ;; offset=0x03DC
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG46
 
G_M000_IG45:                ;; offset=0x040B
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG52
 
G_M000_IG46:                ;; offset=0x042C
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      esi, ebx
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG48
 
G_M000_IG47:                ;; offset=0x0443
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG41
 
G_M000_IG48:                ;; offset=0x0467
       call     G_M000_IG79
       jmp      SHORT G_M000_IG52
 
G_M000_IG49:                ;; offset=0x046E
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG50:                ;; offset=0x0477
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG40
 
G_M000_IG51:                ;; offset=0x0489
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG52:                ;; offset=0x0494
       call     G_M000_IG82
       jmp      SHORT G_M000_IG56
 
G_M000_IG53:                ;; offset=0x049B
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG54:                ;; offset=0x04A9
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG57
 
G_M000_IG55:                ;; offset=0x04B3
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG57
       jmp      G_M000_IG65
 
G_M000_IG56:                ;; offset=0x04DD
       call     G_M000_IG87
       nop      
 
G_M000_IG57:                ;; offset=0x04E3
       mov      rdi, gword ptr [rbp-0x98]
       mov      rbx, gword ptr [rdi+0x30]
       test     rbx, rbx
       je       G_M000_IG06
       jmp      G_M000_IG72
 
G_M000_IG58:                ;; offset=0x04FC
       mov      eax, dword ptr [rbp-0x38]
       mov      edi, 1
       shlx     eax, edi, eax
       jmp      G_M000_IG27
 
G_M000_IG59:                ;; offset=0x050E
       mov      dword ptr [r14+0x08], ebx
       jmp      G_M000_IG74
 
G_M000_IG60:                ;; offset=0x0517
       mov      rdi, r14
       mov      r11, 0x7FB9C4671030
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r14, gword ptr [rbp-0x90]
       jmp      G_M000_IG08
 
G_M000_IG61:                ;; offset=0x0536
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG29
 
G_M000_IG62:                ;; offset=0x0540
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG29
 
G_M000_IG63:                ;; offset=0x054D
       mov      edi, 10
       jmp      G_M000_IG30
 
G_M000_IG64:                ;; offset=0x0557
       mov      rdi, 0x7FB9C6F08C60
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG15
 
G_M000_IG65:                ;; offset=0x056C
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG57
 
G_M000_IG66:                ;; offset=0x0585
       mov      rdi, r14
       mov      r11, 0x7FB9C4671028
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      G_M000_IG60
       jmp      G_M000_IG78
 
G_M000_IG67:                ;; offset=0x05A2
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG68:                ;; offset=0x05A9
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG69:                ;; offset=0x05B7
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG70:                ;; offset=0x05C2
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG71:                ;; offset=0x05C9
       mov      edi, 0xA45
       mov      rsi, 0x7FB9C4664000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG72:                ;; offset=0x05E8
       mov      rdi, gword ptr [rbp-0x98]
       mov      rdi, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rdi+0x18]
       mov      rdi, 0x7FB9C5D912F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FB9C5B67A00
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
 
G_M000_IG73:                ;; offset=0x065E
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG74:                ;; offset=0x0664
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG75:                ;; offset=0x0676
       mov      rdi, 0x7FB9C6F0B1F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], -1
       mov      dword ptr [r14+0x0C], r15d
       lea      rdi, bword ptr [r14+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG76:                ;; offset=0x06A5
       mov      rdi, 0x7FB9C6F0B1F8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG77:                ;; offset=0x06BA
       mov      rdi, rbx
       mov      r11, 0x7FB9C4671020
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r14, rax
       jmp      G_M000_IG05
 
G_M000_IG78:                ;; offset=0x06D2
       mov      rdi, r14
       mov      r11, 0x7FB9C4671038
       call     [r11]System.IDisposable:Dispose():this
       jmp      SHORT G_M000_IG74
 
G_M000_IG79:                ;; offset=0x06E4
       push     rax
       vzeroupper 
 
G_M000_IG80:                ;; offset=0x06E8
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG81:                ;; offset=0x0708
       add      rsp, 8
       ret      
 
G_M000_IG82:                ;; offset=0x070D
       push     rax
       vzeroupper 
 
G_M000_IG83:                ;; offset=0x0711
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG85
 
G_M000_IG84:                ;; offset=0x0717
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG85:                ;; offset=0x0724
       nop      
 
G_M000_IG86:                ;; offset=0x0725
       add      rsp, 8
       ret      
 
G_M000_IG87:                ;; offset=0x072A
       push     rax
       vzeroupper 
 
G_M000_IG88:                ;; offset=0x072E
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG91
 
G_M000_IG89:                ;; offset=0x0738
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG91
 
G_M000_IG90:                ;; offset=0x075D
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG91:                ;; offset=0x0771
       nop      
 
G_M000_IG92:                ;; offset=0x0772
       add      rsp, 8
       ret      
 
G_M000_IG93:                ;; offset=0x0777
       push     rax
       vzeroupper 
 
G_M000_IG94:                ;; offset=0x077B
       cmp      gword ptr [rbp-0x90], 0
       je       SHORT G_M000_IG96
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7FB9C6F0B1F8
       cmp      rbx, rdi
       je       SHORT G_M000_IG96
 
G_M000_IG95:                ;; offset=0x079E
       mov      rdi, r14
       mov      r11, 0x7FB9C4671038
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG96:                ;; offset=0x07AE
       nop      
 
G_M000_IG97:                ;; offset=0x07AF
       add      rsp, 8
       ret      
 
; Total bytes of code 1972

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
       jne      G_M000_IG58
 
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
       test     byte  ptr [(reloc 0x7fb9c6f08d10)], 1
       je       G_M000_IG60
 
G_M000_IG09:                ;; offset=0x00D7
       mov      rdi, 0x7FADE70029D0
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG61
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
       mov      rax, 0x7FB9C5691058
       mov      qword ptr [rbp-0x68], rax
       lea      rax, G_M000_IG17
       mov      qword ptr [rbp-0x58], rax
       lea      rax, [rbp-0x78]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG15:                ;; offset=0x016C
       mov      rax, 0x7FBA43A6F770
 
G_M000_IG16:                ;; offset=0x0176
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG17:                ;; offset=0x0178
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
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
       jg       SHORT G_M000_IG21
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jl       G_M000_IG53
 
G_M000_IG21:                ;; offset=0x01C0
       cmp      eax, 0x400
       jge      G_M000_IG56
       mov      edi, eax
       mov      rax, 0x7FBA43A6F410
 
G_M000_IG22:                ;; offset=0x01D7
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
       jne      G_M000_IG55
 
G_M000_IG23:                ;; offset=0x01E6
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG57
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG24:                ;; offset=0x01F8
       mov      dword ptr [rbp-0x38], edi
       mov      r14, gword ptr [rbp-0x90]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG51
 
G_M000_IG25:                ;; offset=0x0210
       cmp      dword ptr [rbp-0x38], 100
       jl       G_M000_IG06
 
G_M000_IG26:                ;; offset=0x021A
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG06
 
G_M000_IG27:                ;; offset=0x023A
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG06
 
G_M000_IG28:                ;; offset=0x0245
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG06
       jmp      G_M000_IG58
 
G_M000_IG29:                ;; offset=0x0258
       mov      rdi, 0x7FB9C46647B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       lea      rdi, bword ptr [r14+0x08]
       test     rdi, rdi
       je       G_M000_IG59
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG08
 
G_M000_IG30:                ;; offset=0x0283
       mov      rdx, r14
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
       mov      rsi, rax
 
G_M000_IG31:                ;; offset=0x0294
       mov      gword ptr [rbp-0xA0], rsi
       mov      qword ptr [rbp-0x80], rdx
 
G_M000_IG32:                ;; offset=0x029F
       mov      rdi, gword ptr [r14+0x08]
       mov      gword ptr [rbp-0x98], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG33:                ;; offset=0x02AF
       cmp      gword ptr [rbp-0x98], 0
       je       G_M000_IG43
       mov      rdi, gword ptr [rbp-0x98]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG44
 
G_M000_IG34:                ;; offset=0x02D1
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG35:                ;; offset=0x02D8
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG47
 
G_M000_IG36:                ;; offset=0x02E6
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG38
 
G_M000_IG37:                ;; offset=0x02ED
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG45
 
G_M000_IG38:                ;; offset=0x02FB
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG40
 
G_M000_IG39:                ;; offset=0x031A
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG46
 
G_M000_IG40:                ;; offset=0x0331
       mov      rdi, gword ptr [r14+0x08]
       mov      esi, r13d
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG42
 
G_M000_IG41:                ;; offset=0x0342
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG35
 
G_M000_IG42:                ;; offset=0x035C
       call     G_M000_IG64
       jmp      SHORT G_M000_IG46
 
G_M000_IG43:                ;; offset=0x0363
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG44:                ;; offset=0x036C
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG34
 
G_M000_IG45:                ;; offset=0x037E
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG46:                ;; offset=0x0389
       call     G_M000_IG67
       jmp      SHORT G_M000_IG50
 
G_M000_IG47:                ;; offset=0x0390
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG48:                ;; offset=0x039E
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG51
 
G_M000_IG49:                ;; offset=0x03A8
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG51
       jmp      G_M000_IG62
 
G_M000_IG50:                ;; offset=0x03CF
       call     G_M000_IG72
       nop      
 
G_M000_IG51:                ;; offset=0x03D5
       mov      rbx, gword ptr [rbp-0x88]
       mov      r14, gword ptr [rbx+0x30]
       test     r14, r14
       jne      G_M000_IG63
 
G_M000_IG52:                ;; offset=0x03E9
       add      rsp, 120
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG53:                ;; offset=0x03F8
       mov      eax, dword ptr [rbp-0x38]
       mov      edi, 1
       shlx     eax, edi, eax
       jmp      G_M000_IG21
 
G_M000_IG54:                ;; offset=0x040A
       mov      rdi, r14
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG55:                ;; offset=0x0414
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG23
 
G_M000_IG56:                ;; offset=0x041E
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG23
 
G_M000_IG57:                ;; offset=0x042B
       mov      edi, 10
       jmp      G_M000_IG24
 
G_M000_IG58:                ;; offset=0x0435
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG59:                ;; offset=0x0440
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG60:                ;; offset=0x0447
       mov      rdi, 0x7FB9C6F08C60
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG09
 
G_M000_IG61:                ;; offset=0x045C
       mov      edi, 0xA45
       mov      rsi, 0x7FB9C4664000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG62:                ;; offset=0x047B
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG51
 
G_M000_IG63:                ;; offset=0x0491
       mov      rdi, gword ptr [rbx+0x08]
       mov      rbx, gword ptr [rdi+0x18]
       mov      rdi, 0x7FB9C5D912F8
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      edi, 521
       mov      rsi, 0x7FB9C5B67A00
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
 
G_M000_IG64:                ;; offset=0x0500
       push     rax
       vzeroupper 
 
G_M000_IG65:                ;; offset=0x0504
       mov      r14, gword ptr [rbp-0x90]
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG66:                ;; offset=0x0521
       add      rsp, 8
       ret      
 
G_M000_IG67:                ;; offset=0x0526
       push     rax
       vzeroupper 
 
G_M000_IG68:                ;; offset=0x052A
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG70
 
G_M000_IG69:                ;; offset=0x0530
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG70:                ;; offset=0x053D
       nop      
 
G_M000_IG71:                ;; offset=0x053E
       add      rsp, 8
       ret      
 
G_M000_IG72:                ;; offset=0x0543
       push     rax
       vzeroupper 
 
G_M000_IG73:                ;; offset=0x0547
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG76
 
G_M000_IG74:                ;; offset=0x0551
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG76
 
G_M000_IG75:                ;; offset=0x0573
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG76:                ;; offset=0x0584
       nop      
 
G_M000_IG77:                ;; offset=0x0585
       add      rsp, 8
       ret      
 
; Total bytes of code 1418

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Complete():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 64
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
       mov      rdi, 0x7FADE7000E38
       mov      r12, gword ptr [rdi]
       mov      rdi, 0x7FADE7000E40
       mov      rax, gword ptr [rdi]
       mov      gword ptr [rbp-0x108], rax
       mov      rdi, 0x7FBA43CA0D68
       mov      rcx, 0x7FBA444414B0
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
       mov      rsi, 0x7FB9C474C408
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
       mov      rcx, 0x7FB9C0A0DF8C
 
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
       mov      rcx, 0x7FB9C0A0DF8C
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
       mov      rdi, 0x7FADE7000E38
       mov      rdi, gword ptr [rdi]
       xor      edx, edx
       call     [System.Buffers.SharedArrayPool`1[char]:Return(char[],bool):this]
 
G_M000_IG20:                ;; offset=0x0295
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0xB0], ymm0
       vmovdqu  xmmword ptr [rbp-0x98], xmm0
       add      r13, qword ptr [(reloc 0x7fb9c466b140)]
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
       add      r15, qword ptr [(reloc 0x7fb9c466b140)]
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
       add      r15, qword ptr [(reloc 0x7fb9c466b140)]
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
       mov      rdi, 0x7FB9C6F527E0
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7fb9c466b184)], 0
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
       mov      rdi, 0x7FB9C6F52680
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0x70]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7fb9c466b178)]
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
       mov      rdi, 0x7FB9C573CBB8
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
       mov      rsi, 0x7FB9C0A2AD38
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
       mov      rsi, 0x7FB9C0A2AE00
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
       mov      rsi, 0x7FB9C0A2AE30
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
       mov      rsi, 0x7FB9C0A2AD88
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
       mov      rsi, 0x7FB9C0A2AE00
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
       mov      rsi, 0x7FB9C0A2AE30
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
       mov      rsi, 0x7FB9C0A2ADC0
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
       mov      rsi, 0x7FB9C0A2AE00
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
       mov      rsi, 0x7FB9C0A2AE30
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

; Assembly listing for method PerfBuf.Experiments.E01.SpscStreamBenchmarks:SpscLeanRingDrain():long:this (Tier1)
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
       mov      rdi, 0x7FB9C5D92020
       cmp      qword ptr [rbx], rdi
       jne      SHORT G_M000_IG07
 
G_M000_IG03:                ;; offset=0x001B
       mov      rdi, gword ptr [rbx+0x08]
       mov      rax, 0x7FB9C6F05620
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0034
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0038
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x003F
       mov      r11, 0x7FB9C4671070
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x004E
       mov      rdi, rbx
       mov      r11, 0x7FB9C4671068
 
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
       mov      rax, 0x7FB9C6F05620
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x001E
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0024
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0028
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x002F
       mov      r11, 0x7FB9C4671078
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 62

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:Invoke():long:this (Tier1)
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
       call     [r14+0x18]PerfBuf.Experiments.Harness.ConsumeLoop`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:Invoke(PerfBuf.Experiments.E01.SpscLeanRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):this
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
       mov      rdi, 0x7FADE7002980
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
; with Synthesized PGO: fgCalledCount is 71
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
       mov      rdi, 0x7FB9C6F07668
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG62
       mov      r14d, dword ptr [rbx+0x08]
       test     r14d, r14d
       jne      G_M000_IG60
 
G_M000_IG03:                ;; offset=0x006A
       test     byte  ptr [(reloc 0x7fb9c6f0b2c0)], 1
       je       G_M000_IG61
 
G_M000_IG04:                ;; offset=0x0077
       mov      rdi, 0x7FADE7002A10
       mov      r13, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0084
       mov      gword ptr [rbp-0x98], r13
 
G_M000_IG06:                ;; offset=0x008B
       mov      rdi, 0x7FB9C6F0B1F8
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
       mov      rdx, 0x7FB9C5698028
       mov      qword ptr [rbp-0x78], rdx
       lea      rdx, G_M000_IG22
       mov      qword ptr [rbp-0x68], rdx
       lea      rdx, [rbp-0x88]
       mov      qword ptr [r15+0x08], rdx
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG20:                ;; offset=0x0216
       mov      rdx, 0x7FBA438E57E0
 
G_M000_IG21:                ;; offset=0x0220
       call     rdx ; System.Threading.Monitor:Pulse(System.Runtime.CompilerServices.ObjectHandleOnStack)
 
G_M000_IG22:                ;; offset=0x0222
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7fba43ccec80)], 0
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
       mov      rsi, 0x7FADE7000290
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
       mov      rdi, 0x7FB9C6F0B3D0
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      rdi, rbx
       call     [System.Threading.SemaphoreFullException:.ctor():this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG42:                ;; offset=0x03CA
       mov      edi, 0x94D
       mov      rsi, 0x7FB9C4664000
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
       mov      r11, 0x7FB9C4671090
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
       mov      r11, 0x7FB9C4671088
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
       mov      rdi, 0x7FB9C5919D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7FB9C5B67A00
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
       mov      rdi, 0x7FB9C6F0B1F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      dword ptr [r13+0x08], -1
       mov      dword ptr [r13+0x0C], r14d
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG61:                ;; offset=0x05AF
       mov      rdi, 0x7FB9C6F0B1F8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG62:                ;; offset=0x05C4
       mov      rdi, rbx
       mov      r11, 0x7FB9C4671080
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r13, rax
       jmp      G_M000_IG05
 
G_M000_IG63:                ;; offset=0x05DC
       mov      rdi, r13
       mov      r11, 0x7FB9C4671098
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
       mov      rdi, 0x7FB9C6F0B1F8
       mov      r13, gword ptr [rbp-0x98]
       cmp      qword ptr [r13], rdi
       je       SHORT G_M000_IG75
 
G_M000_IG74:                ;; offset=0x0655
       mov      rdi, r13
       mov      r11, 0x7FB9C4671098
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
       mov      rdi, 0x7FB9C5919D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7FB9C5B67A00
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

; Assembly listing for method PerfBuf.Experiments.Harness.SpanVerifyingSink:.ctor(PerfBuf.Experiments.Harness.SequenceVerifier):this (Tier1)
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
       lea      rsi, bword ptr [rsp+0x08]
       call     CORINFO_HELP_ASSIGN_BYREF
       call     CORINFO_HELP_ASSIGN_BYREF
       movsq    
       movsq    
       movsq    
 
G_M000_IG03:                ;; offset=0x0015
       ret      
 
; Total bytes of code 22

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1+<>c__DisplayClass6_1[PerfBuf.Experiments.E01.SpscLeanRingPort]:<.ctor>b__0(PerfBuf.Experiments.Harness.BenchWorker):this (Tier1)
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
       call     [r15+0x18]PerfBuf.Experiments.Harness.ProduceLoop`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:Invoke(PerfBuf.Experiments.E01.SpscLeanRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff):this
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

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:Produce[PerfBuf.Experiments.E01.SpscLeanRingPort](PerfBuf.Experiments.E01.SpscLeanRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 3 inlinees with PGO data; 6 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 56
       lea      rbp, [rsp+0x60]
       mov      r15d, edx
       mov      rbx, rcx
       mov      r14, r8
 
G_M000_IG02:                ;; offset=0x001C
       mov      r13, rdi
       mov      r12, rsi
       vmovups  xmm0, xmmword ptr [rbp+0x10]
       vmovups  xmmword ptr [rbp-0x48], xmm0
       mov      rax, 0x7FADE7002980
       mov      r9, gword ptr [rax]
       test     r9, r9
       jne      G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0042
       mov      eax, 1
       test     rbx, rbx
       jle      G_M000_IG10
       jmp      SHORT G_M000_IG06
 
G_M000_IG04:                ;; offset=0x0052
       mov      rdi, gword ptr [r13+0x08]
       cmp      byte  ptr [rdi], dil
       mov      ecx, esi
       and      ecx, dword ptr [r13+0x18]
       movsxd   rcx, ecx
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x50]
       mov      qword ptr [rdi+8*rcx], rdx
       inc      rsi
       mov      qword ptr [r13+0xA0], rsi
 
G_M000_IG05:                ;; offset=0x0078
       mov      rax, qword ptr [rbp-0x30]
       inc      rax
       cmp      rax, rbx
       jg       SHORT G_M000_IG10
 
G_M000_IG06:                ;; offset=0x0084
       movsxd   rcx, r15d
       shl      rcx, 40
       mov      qword ptr [rbp-0x30], rax
       or       rcx, rax
       mov      qword ptr [rbp-0x38], rcx
       mov      qword ptr [rbp-0x50], rcx
       mov      rsi, qword ptr [r13+0xA0]
       cmp      rsi, qword ptr [r13+0xA8]
       jne      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x00AA
       lea      rsi, [rbp-0x50]
       mov      rdi, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       je       SHORT G_M000_IG05
 
G_M000_IG08:                ;; offset=0x00BB
       cmp      eax, 2
       je       SHORT G_M000_IG12
       mov      rdi, r13
       mov      rsi, r12
       lea      r8, [rbp-0x48]
       mov      rdx, qword ptr [rbp-0x38]
       mov      rcx, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       je       SHORT G_M000_IG10
       jmp      SHORT G_M000_IG05
 
G_M000_IG09:                ;; offset=0x00DD
       vmovups  xmm0, xmmword ptr [rbp-0x48]
       vmovups  xmmword ptr [rsp], xmm0
       mov      edx, r15d
       mov      rcx, rbx
       mov      r8, r14
       call     [PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings)]
 
G_M000_IG10:                ;; offset=0x00F6
       nop      
 
G_M000_IG11:                ;; offset=0x00F7
       add      rsp, 56
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG12:                ;; offset=0x0106
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 293

; Assembly listing for method PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]:.ctor(PerfBuf.Experiments.E01.SpscLeanRingPort):this (Tier1)
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

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 66
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
       mov      rax, 0x7FB9C6F07668
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
       mov      rdi, 0x7FB9C5D912F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FB9C5B67A00
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
       mov      r11, 0x7FB9C46710A0
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      rdi, rax
       mov      bword ptr [rbp-0x28], rdi
 
G_M000_IG08:                ;; offset=0x00E4
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, qword ptr [rdi]
       mov      r11, 0x7FB9C46710A8
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       je       G_M000_IG10
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7FB9C46710B0
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r15, gword ptr [rbx+0x30]
       test     r15, r15
       je       SHORT G_M000_IG08
       mov      rdi, gword ptr [rbx+0x08]
       mov      r14, gword ptr [rdi+0x18]
       mov      rdi, 0x7FB9C5D912F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7FB9C5B67A00
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
       mov      r11, 0x7FB9C46710B8
       call     [r11]System.IDisposable:Dispose():this
       jmp      G_M000_IG04
 
G_M000_IG11:                ;; offset=0x01A2
       push     rax
 
G_M000_IG12:                ;; offset=0x01A3
       cmp      bword ptr [rbp-0x28], 0
       je       SHORT G_M000_IG13
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7FB9C46710B8
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG13:                ;; offset=0x01BB
       nop      
 
G_M000_IG14:                ;; offset=0x01BC
       add      rsp, 8
       ret      
 
; Total bytes of code 449

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings) (Tier1-OSR)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1-OSR code
; OSR variant for entry point 0x3e
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 1
; 2 inlinees with PGO data; 6 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       mov      rax, qword ptr [rbp]
       push     rax
       sub      rsp, 80
       mov      qword ptr [rsp+0xD8], r15
       mov      qword ptr [rsp+0xD0], r14
       mov      qword ptr [rsp+0xC8], r13
       mov      qword ptr [rsp+0xC0], r12
       mov      qword ptr [rsp+0xB8], rbx
       lea      rbp, [rsp+0x50]
       mov      r14d, dword ptr [rbp+0x54]
       mov      rbx, qword ptr [rbp+0x48]
       mov      r13, gword ptr [rbp+0x40]
       mov      r15, gword ptr [rbp+0x38]
       mov      r12, qword ptr [rbp+0x30]
 
G_M000_IG02:                ;; offset=0x004A
       mov      rax, gword ptr [rbp+0x58]
       mov      gword ptr [rbp-0x48], rax
       mov      rcx, gword ptr [rbp+0x60]
       mov      gword ptr [rbp-0x50], rcx
       cmp      r12, rbx
       jle      SHORT G_M000_IG05
       jmp      G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0064
       mov      rdi, gword ptr [rcx+0x08]
       cmp      byte  ptr [rdi], dil
       mov      eax, esi
       and      eax, dword ptr [rcx+0x18]
       cdqe     
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x38]
       mov      qword ptr [rdi+8*rax], rdx
       inc      rsi
       mov      qword ptr [rcx+0xA0], rsi
 
G_M000_IG04:                ;; offset=0x0088
       inc      r12
       cmp      r12, rbx
       jg       G_M000_IG09
 
G_M000_IG05:                ;; offset=0x0094
       movsxd   rdx, r14d
       mov      rdi, rdx
       shl      rdi, 40
       or       rdi, r12
       mov      qword ptr [rbp+0x28], rdi
       imul     rdx, rbx
       jo       G_M000_IG12
       add      rdx, r12
       jo       G_M000_IG12
       sub      rdx, 1
       jo       G_M000_IG12
       movsxd   rsi, edx
       cmp      rdx, rsi
       jne      G_M000_IG12
       mov      dword ptr [rbp-0x2C], edx
       mov      rsi, gword ptr [r15+0x08]
       mov      gword ptr [rbp-0x40], rsi
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      esi, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0x40]
       cmp      esi, dword ptr [rdi+0x08]
       jae      G_M000_IG11
       mov      dword ptr [rdi+4*rsi+0x10], eax
       mov      rax, qword ptr [rbp+0x28]
       mov      qword ptr [rbp-0x38], rax
       mov      rcx, gword ptr [rbp-0x48]
       mov      rsi, qword ptr [rcx+0xA0]
       cmp      rsi, qword ptr [rcx+0xA8]
       jne      G_M000_IG03
 
G_M000_IG06:                ;; offset=0x0112
       lea      rsi, [rbp-0x38]
       mov      rdi, rcx
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
       test     eax, eax
       jne      SHORT G_M000_IG08
 
G_M000_IG07:                ;; offset=0x0123
       mov      rcx, gword ptr [rbp-0x48]
       jmp      G_M000_IG04
 
G_M000_IG08:                ;; offset=0x012C
       cmp      eax, 2
       je       SHORT G_M000_IG10
       mov      rdi, gword ptr [rbp-0x48]
       mov      rsi, gword ptr [rbp-0x50]
       lea      r8, [rbp+0xA0]
       mov      rdx, qword ptr [rbp+0x28]
       mov      rcx, r13
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort]](PerfBuf.Experiments.Harness.PortPush`1[PerfBuf.Experiments.E01.SpscLeanRingPort],long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       mov      rcx, gword ptr [rbp-0x48]
       jne      G_M000_IG04
 
G_M000_IG09:                ;; offset=0x0159
       add      rsp, 184
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG10:                ;; offset=0x016B
       mov      edi, 0x8A2
       mov      rsi, 0x7FB9C5B67A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG11:                ;; offset=0x018A
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG12:                ;; offset=0x0190
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 406

; Assembly listing for method PerfBuf.Core.Threading.Crossings:Hop(int):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 58624
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
       mov      rsi, 0x7FB9C0A2AF58
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
       mov      rsi, 0x7FB9C0A2AF78
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG11:                ;; offset=0x0165
       mov      rdi, 0x7FB9C5919D10
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

