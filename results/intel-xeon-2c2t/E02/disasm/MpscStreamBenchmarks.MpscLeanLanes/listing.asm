; E02 MpscStreamBenchmarks.MpscLeanLanes Producers=2&Polling=Yielding on intel-xeon-2c2t; .NET 10.0.12 X64; commit 18b36a1; 2026-11-30 08:27 UTC; the JIT's listings (DOTNET_JitDisasm="PerfBuf.*:*", tiered compilation and dynamic PGO as in a run), the last optimized listing of each method after the case ran in-process until its code was final

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:ProduceThrough[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
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
       sub      rsp, 40
       lea      rbp, [rsp+0x50]
       mov      qword ptr [rbp-0x38], r8
       mov      qword ptr [rbp-0x30], r9
       mov      rbx, rdi
       mov      r14d, esi
       mov      r15, rdx
       mov      r13, rcx
 
G_M000_IG02:                ;; offset=0x0027
       mov      rsi, 0x7F6EDF002968
       mov      r12, gword ptr [rsi]
       test     r12, r12
       jne      SHORT G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0039
       mov      r12d, 1
       test     r15, r15
       jle      SHORT G_M000_IG08
       jmp      SHORT G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0046
       inc      r12
       cmp      r12, r15
       jg       SHORT G_M000_IG08
 
G_M000_IG05:                ;; offset=0x004E
       movsxd   rax, r14d
       shl      rax, 40
       or       rax, r12
       mov      qword ptr [rbp-0x40], rax
       mov      qword ptr [rbp-0x48], rax
       mov      rcx, qword ptr [rbx+0xA0]
       cmp      rcx, qword ptr [rbx+0xA8]
       jne      SHORT G_M000_IG10
       lea      rsi, [rbp-0x48]
       mov      rdi, rbx
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG06:                ;; offset=0x007D
       test     eax, eax
       je       SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x0081
       cmp      eax, 2
       je       SHORT G_M000_IG11
       lea      rcx, [rbp-0x38]
       mov      rdi, rbx
       mov      rsi, qword ptr [rbp-0x40]
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       jne      SHORT G_M000_IG04
 
G_M000_IG08:                ;; offset=0x009E
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00AD
       mov      gword ptr [rsp], r12
       mov      r8, qword ptr [rbp-0x38]
       mov      r9, qword ptr [rbp-0x30]
       mov      rdi, rbx
       mov      esi, r14d
       mov      rdx, r15
       mov      rcx, r13
       call     [PerfBuf.Experiments.Harness.Loops:ProduceCounted[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff,PerfBuf.Core.Threading.Crossings)]
       jmp      SHORT G_M000_IG08
 
G_M000_IG10:                ;; offset=0x00CD
       mov      rdi, gword ptr [rbx+0x08]
       cmp      byte  ptr [rdi], dil
       mov      esi, ecx
       and      esi, dword ptr [rbx+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x48]
       mov      qword ptr [rdi+8*rsi], rdx
       inc      rcx
       mov      qword ptr [rbx+0xA0], rcx
       xor      ecx, ecx
       mov      eax, ecx
       jmp      SHORT G_M000_IG06
 
G_M000_IG11:                ;; offset=0x00F8
       mov      edi, 0x8E8
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 279

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:DrainSpans[PerfBuf.Experiments.E02.MpscLeanLanesPort](PerfBuf.Experiments.E02.MpscLeanLanesPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 2
; 20 inlinees with PGO data; 26 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 344
       lea      rbp, [rsp+0x180]
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0xC0], zmm8
       vmovdqu32 zmmword ptr [rbp-0x80], zmm8
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      gword ptr [rbp-0x110], rcx
       mov      dword ptr [rbp-0xF0], r8d
       mov      qword ptr [rbp-0x38], r8
       mov      dword ptr [rbp-0xF8], r9d
       mov      qword ptr [rbp-0x30], r9
       mov      rbx, rsi
       mov      r13, rdx
 
G_M000_IG02:                ;; offset=0x0055
       vmovdqu  ymm0, ymmword ptr [r13]
       vmovdqu  ymmword ptr [rbp-0x60], ymm0
       mov      rdi, qword ptr [r13+0x20]
       mov      qword ptr [rbp-0x40], rdi
 
G_M000_IG03:                ;; offset=0x0068
       mov      rax, qword ptr [r13+0x10]
       mov      bword ptr [rbp-0x108], r13
       mov      rdi, gword ptr [r13]
       mov      ecx, dword ptr [rdi+0x08]
       imul     rax, rcx
       mov      qword ptr [rbp-0x68], rax
       mov      ecx, dword ptr [rbp-0x34]
       mov      dword ptr [rbp-0xF4], ecx
       cmp      qword ptr [rbp-0x48], rax
       mov      r12, gword ptr [rbp-0x110]
       mov      r13, bword ptr [rbp-0x108]
       jl       G_M000_IG12
 
G_M000_IG04:                ;; offset=0x00A3
       mov      rdi, r13
       lea      rsi, bword ptr [rbp-0x60]
       call     CORINFO_HELP_ASSIGN_BYREF
       call     CORINFO_HELP_ASSIGN_BYREF
       movsq    
       movsq    
       movsq    
 
G_M000_IG05:                ;; offset=0x00BA
       vzeroupper 
       add      rsp, 344
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x00CF
       mov      r15d, dword ptr [rbp-0xF0]
       mov      edi, r15d
       not      edi
       and      edi, 0x3FF
       je       G_M000_IG90
 
G_M000_IG07:                ;; offset=0x00E7
       mov      ecx, dword ptr [rbp-0xF4]
       mov      r14d, dword ptr [rbp-0xF8]
       cmp      ecx, r14d
       jl       G_M000_IG91
       mov      edi, r15d
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG08:                ;; offset=0x0106
       inc      r15d
       mov      dword ptr [rbp-0xF8], r14d
       jmp      SHORT G_M000_IG11
       align    [0 bytes for IG35]
 
G_M000_IG09:                ;; offset=0x0112
       mov      rdi, gword ptr [rbp-0x118]
       mov      edx, dword ptr [rbp-0x70]
       mov      dword ptr [rdi+0x10], edx
       mov      rdi, gword ptr [rbp-0x118]
       mov      edx, dword ptr [rbp-0x74]
       mov      dword ptr [rdi+0x14], edx
       mov      rdi, gword ptr [rbp-0x118]
       mov      byte  ptr [rdi+0x18], 0
       test     esi, esi
       jle      SHORT G_M000_IG06
 
G_M000_IG10:                ;; offset=0x013B
       xor      r15d, r15d
       xor      ecx, ecx
       mov      dword ptr [rbp-0xF4], ecx
 
G_M000_IG11:                ;; offset=0x0146
       mov      rax, qword ptr [rbp-0x68]
       cmp      qword ptr [rbp-0x48], rax
       mov      dword ptr [rbp-0xF0], r15d
       jge      G_M000_IG04
 
G_M000_IG12:                ;; offset=0x015B
       mov      gword ptr [rbp-0x118], rbx
       cmp      byte  ptr [rbx], bl
       lea      rdx, bword ptr [rbx+0x18]
       mov      bword ptr [rbp-0x130], rdx
       cmp      byte  ptr [rdx], 0
       jne      G_M000_IG89
 
G_M000_IG13:                ;; offset=0x0178
       mov      rdx, bword ptr [rbp-0x130]
       mov      byte  ptr [rdx], 1
       mov      rdx, gword ptr [rbx+0x08]
       mov      gword ptr [rbp-0x120], rdx
       xor      esi, esi
       mov      edi, dword ptr [rbx+0x10]
       mov      dword ptr [rbp-0x70], edi
       mov      edi, dword ptr [rbx+0x14]
       mov      dword ptr [rbp-0x74], edi
 
G_M000_IG14:                ;; offset=0x019B
       xor      r8d, r8d
       jmp      SHORT G_M000_IG16
 
G_M000_IG15:                ;; offset=0x01A0
       mov      rdi, gword ptr [rbp-0x128]
       mov      byte  ptr [rdi+0x1A1], 0
       mov      edi, dword ptr [rbp-0x8C]
       mov      dword ptr [rbp-0x74], edi
       mov      esi, dword ptr [rbp-0x6C]
       add      esi, dword ptr [rbp-0x74]
       mov      r8d, dword ptr [rbp-0x78]
       inc      r8d
       mov      rdx, gword ptr [rbp-0x120]
       mov      r12, gword ptr [rbp-0x110]
 
G_M000_IG16:                ;; offset=0x01D2
       mov      edi, dword ptr [rdx+0x08]
       mov      dword ptr [rbp-0x78], r8d
       cmp      edi, r8d
       jle      G_M000_IG09
 
G_M000_IG17:                ;; offset=0x01E2
       cmp      esi, 0x7FFFFFFF
       jge      G_M000_IG09
       mov      r9d, dword ptr [rbp-0x70]
       inc      r9d
       cmp      edi, r9d
       je       G_M000_IG23
 
G_M000_IG18:                ;; offset=0x01FE
       mov      r9d, dword ptr [rbp-0x70]
       inc      r9d
 
G_M000_IG19:                ;; offset=0x0205
       mov      dword ptr [rbp-0x70], r9d
       xor      r10d, r10d
       mov      dword ptr [rbp-0x74], r10d
       cmp      r9d, edi
       jae      G_M000_IG87
       mov      edi, r9d
       mov      rdi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x128], rdi
       mov      dword ptr [rbp-0x6C], esi
       mov      r9d, esi
       neg      r9d
       add      r9d, 0x7FFFFFFF
       cmp      r9d, 256
       jle      SHORT G_M000_IG24
 
G_M000_IG20:                ;; offset=0x0241
       mov      r10d, 256
 
G_M000_IG21:                ;; offset=0x0247
       mov      rdi, gword ptr [rbp-0x128]
       cmp      byte  ptr [rdi], dil
       mov      r9, gword ptr [rbp-0x128]
       add      r9, 417
       mov      bword ptr [rbp-0x138], r9
       cmp      byte  ptr [r9], 0
       jne      G_M000_IG88
 
G_M000_IG22:                ;; offset=0x0270
       mov      r9, bword ptr [rbp-0x138]
       mov      byte  ptr [r9], 1
       jmp      SHORT G_M000_IG25
 
G_M000_IG23:                ;; offset=0x027D
       xor      r9d, r9d
       jmp      SHORT G_M000_IG19
 
G_M000_IG24:                ;; offset=0x0282
       mov      dword ptr [rbp-0x7C], r9d
       mov      r10d, dword ptr [rbp-0x7C]
       jmp      SHORT G_M000_IG21
 
G_M000_IG25:                ;; offset=0x028C
       mov      gword ptr [rbp-0x110], r12
       mov      rdi, gword ptr [rbp-0x128]
       mov      rdi, gword ptr [rdi+0x10]
       mov      r9, qword ptr [rdi+0xA0]
       mov      rdi, gword ptr [rbp-0x128]
       mov      qword ptr [rdi+0xA8], r9
       mov      rdi, gword ptr [rbp-0x128]
       mov      rdi, gword ptr [rdi+0x08]
       mov      r11, gword ptr [rbp-0x128]
       mov      r11d, dword ptr [r11+0x18]
       mov      r12, gword ptr [rbp-0x128]
       add      r12, 160
       mov      bword ptr [rbp-0x140], r12
       mov      r12, bword ptr [rbp-0x140]
       mov      r12, qword ptr [r12]
       mov      qword ptr [rbp-0x88], r12
       test     r10d, r10d
       jl       G_M000_IG86
 
G_M000_IG26:                ;; offset=0x02F9
       sub      r9, qword ptr [rbp-0x88]
       movsxd   r12, r10d
       cmp      r9, r12
       jle      G_M000_IG85
 
G_M000_IG27:                ;; offset=0x030C
       xor      r9d, r9d
       mov      dword ptr [rbp-0x8C], r9d
 
G_M000_IG28:                ;; offset=0x0316
       test     r12d, r12d
       jle      G_M000_IG83
 
G_M000_IG29:                ;; offset=0x031F
       lea      r9, bword ptr [rdi+0x10]
       mov      bword ptr [rbp-0x148], r9
       and      r11d, dword ptr [rbp-0x88]
       mov      r10d, dword ptr [rdi+0x08]
       sub      r10d, r11d
       cmp      r12d, r10d
       jle      G_M000_IG40
 
G_M000_IG30:                ;; offset=0x0341
       mov      bword ptr [rbp-0x108], r13
 
G_M000_IG31:                ;; offset=0x0348
       mov      dword ptr [rbp-0x90], r10d
       mov      dword ptr [rbp-0x8C], r10d
       movsxd   rdi, r11d
       lea      r11, bword ptr [r9+8*rdi]
       mov      bword ptr [rbp-0x168], r11
       mov      rdi, r11
       mov      r13d, r10d
       xor      r14d, r14d
       mov      qword ptr [rbp-0x98], r14
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG55
       mov      r14, gword ptr [rbp-0x60]
       cmp      dword ptr [r14+0x08], 1
       je       G_M000_IG61
 
G_M000_IG32:                ;; offset=0x038E
       test     r13d, r13d
       je       G_M000_IG41
 
G_M000_IG33:                ;; offset=0x0397
       mov      r14d, r13d
       mov      bword ptr [rbp-0x170], rdi
       mov      r11, qword ptr [rdi]
       mov      qword ptr [rbp-0xB0], r11
       mov      rax, r11
       sar      rax, 40
       mov      dword ptr [rbp-0xB4], eax
       mov      rcx, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x150], rcx
       mov      r15d, dword ptr [rcx+0x08]
       cmp      r15d, eax
       jbe      G_M000_IG63
 
G_M000_IG34:                ;; offset=0x03D0
       mov      eax, dword ptr [rbp-0xB4]
       cmp      eax, r15d
       jae      G_M000_IG81
       mov      r15d, eax
       mov      rcx, gword ptr [rbp-0x150]
       mov      r15, qword ptr [rcx+8*r15+0x10]
       inc      r15
       mov      r11d, eax
       shl      r11, 40
       or       r11, r15
       xor      r15d, r15d
       xor      r9d, r9d
 
G_M000_IG35:                ;; offset=0x0401
       mov      rdi, bword ptr [rbp-0x170]
       mov      rdx, qword ptr [rdi+8*r9]
       cmp      rdx, r11
       jne      G_M000_IG64
       add      r15, r11
       inc      r11
       inc      r9d
       cmp      r9d, r14d
       jl       SHORT G_M000_IG35
 
G_M000_IG36:                ;; offset=0x0423
       mov      r14d, -1
 
G_M000_IG37:                ;; offset=0x0429
       test     r14d, r14d
       jge      G_M000_IG65
       mov      r14d, r13d
 
G_M000_IG38:                ;; offset=0x0435
       test     r14d, r14d
       je       G_M000_IG66
 
G_M000_IG39:                ;; offset=0x043E
       mov      eax, dword ptr [rbp-0xB4]
       mov      r9d, eax
       mov      rcx, gword ptr [rbp-0x150]
       lea      rcx, bword ptr [rcx+8*r9+0x10]
       movsxd   r9, r14d
       add      qword ptr [rcx], r9
       mov      rcx, r9
       add      rcx, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rcx
       shl      rax, 40
       imul     rax, r9
       mov      rcx, r15
       sub      rcx, rax
       add      rcx, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rcx
       cmp      r14d, r13d
       ja       G_M000_IG80
       mov      eax, r14d
       mov      rdi, bword ptr [rbp-0x170]
       lea      rdi, bword ptr [rdi+8*rax]
       sub      r13d, r14d
       mov      r15, rdi
       mov      rdi, r15
       jmp      G_M000_IG32
 
G_M000_IG40:                ;; offset=0x049F
       mov      r10d, r12d
       mov      bword ptr [rbp-0x108], r13
       jmp      G_M000_IG31
       align    [0 bytes for IG52]
 
G_M000_IG41:                ;; offset=0x04AE
       mov      r10d, dword ptr [rbp-0x90]
       cmp      r10d, r12d
       jl       SHORT G_M000_IG43
 
G_M000_IG42:                ;; offset=0x04BA
       mov      r13, bword ptr [rbp-0x108]
       jmp      G_M000_IG83
 
G_M000_IG43:                ;; offset=0x04C6
       mov      dword ptr [rbp-0x8C], r12d
       sub      r12d, r10d
       mov      r9, bword ptr [rbp-0x148]
       mov      r14, r9
       mov      r13d, r12d
       xor      edi, edi
       mov      qword ptr [rbp-0xC0], rdi
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG67
       mov      rdi, gword ptr [rbp-0x60]
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG49
       jmp      G_M000_IG74
 
G_M000_IG44:                ;; offset=0x0504
       mov      qword ptr [rbp-0xE8], r11
 
G_M000_IG45:                ;; offset=0x050B
       mov      r12d, -1
 
G_M000_IG46:                ;; offset=0x0511
       test     r12d, r12d
       jge      G_M000_IG78
       mov      r12d, r13d
 
G_M000_IG47:                ;; offset=0x051D
       test     r12d, r12d
       je       G_M000_IG79
 
G_M000_IG48:                ;; offset=0x0526
       mov      r9d, dword ptr [rbp-0xDC]
       mov      r10, gword ptr [rbp-0x160]
       cmp      r9d, dword ptr [r10+0x08]
       jae      G_M000_IG81
       mov      edi, r9d
       lea      rdi, bword ptr [r10+8*rdi+0x10]
       movsxd   rax, r12d
       add      qword ptr [rdi], rax
       movsxd   rdi, r12d
       add      rdi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rdi
       movsxd   rdi, r12d
       movsxd   rax, r9d
       shl      rax, 40
       imul     rdi, rax
       mov      r11, qword ptr [rbp-0xE8]
       mov      rax, r11
       sub      rax, rdi
       add      rax, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rax
       cmp      r12d, r13d
       ja       G_M000_IG80
       mov      edi, r12d
       lea      r14, bword ptr [r14+8*rdi]
       sub      r13d, r12d
 
G_M000_IG49:                ;; offset=0x058D
       test     r13d, r13d
       je       G_M000_IG54
 
G_M000_IG50:                ;; offset=0x0596
       mov      edi, r13d
       test     edi, edi
       je       G_M000_IG81
       mov      r12, qword ptr [r14]
       mov      qword ptr [rbp-0xD8], r12
       mov      r9, r12
       sar      r9, 40
       mov      dword ptr [rbp-0xDC], r9d
       mov      r10, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x160], r10
       cmp      dword ptr [r10+0x08], r9d
       jbe      G_M000_IG76
 
G_M000_IG51:                ;; offset=0x05CE
       mov      r9d, dword ptr [rbp-0xDC]
       mov      r10, gword ptr [rbp-0x160]
       cmp      r9d, dword ptr [r10+0x08]
       jae      G_M000_IG81
       mov      edi, r9d
       mov      rdi, qword ptr [r10+8*rdi+0x10]
       inc      rdi
       movsxd   r11, r9d
       shl      r11, 40
       or       rdi, r11
       xor      r11d, r11d
       xor      eax, eax
       test     r13d, r13d
       jle      G_M000_IG44
 
G_M000_IG52:                ;; offset=0x0609
       mov      r12, qword ptr [r14+8*rax]
       cmp      r12, rdi
       jne      G_M000_IG77
       add      r11, rdi
       mov      qword ptr [rbp-0xE8], r11
       inc      rdi
       inc      eax
       cmp      eax, r13d
       jge      G_M000_IG45
 
G_M000_IG53:                ;; offset=0x062E
       mov      r11, qword ptr [rbp-0xE8]
       jmp      SHORT G_M000_IG52
 
G_M000_IG54:                ;; offset=0x0637
       mov      r13, bword ptr [rbp-0x108]
       jmp      G_M000_IG83
 
G_M000_IG55:                ;; offset=0x0643
       mov      r11, bword ptr [rbp-0x168]
       mov      r14, r11
       mov      bword ptr [rbp-0x178], r14
       xor      r13d, r13d
       mov      r10d, dword ptr [rbp-0x90]
       cmp      r13d, r10d
       jge      G_M000_IG41
 
G_M000_IG56:                ;; offset=0x0667
       mov      qword ptr [rbp-0x100], r13
       mov      r11, qword ptr [r14+8*r13]
       mov      qword ptr [rbp-0xA0], r11
       mov      rdi, r11
       sar      rdi, 40
       mov      dword ptr [rbp-0xA4], edi
       mov      r14, 0xFFFFFFFFFF
       and      r14, r11
       mov      r13, gword ptr [rbp-0x60]
       cmp      dword ptr [r13+0x08], edi
       jbe      G_M000_IG60
       mov      r11d, edi
       mov      r11, qword ptr [r13+8*r11+0x10]
       inc      r11
       cmp      r11, r14
       mov      r11, qword ptr [rbp-0xA0]
       je       SHORT G_M000_IG58
 
G_M000_IG57:                ;; offset=0x06B8
       lea      rdi, [rbp-0x60]
       mov      rsi, r11
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG58:                ;; offset=0x06C5
       mov      edi, dword ptr [rbp-0xA4]
       cmp      edi, dword ptr [r13+0x08]
       jae      G_M000_IG81
       mov      r11d, edi
       mov      qword ptr [r13+8*r11+0x10], r14
       mov      r11, qword ptr [rbp-0x48]
       inc      r11
       mov      qword ptr [rbp-0x48], r11
       mov      r11, r14
       add      r11, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], r11
       mov      r11, gword ptr [rbp-0x58]
       test     r11, r11
       je       SHORT G_M000_IG59
       imul     rdi, qword ptr [rbp-0x50]
       jo       G_M000_IG82
       add      rdi, r14
       jo       G_M000_IG82
       sub      rdi, 1
       jo       G_M000_IG82
       movsxd   r14, edi
       cmp      rdi, r14
       jne      G_M000_IG82
       mov      esi, edi
       mov      rdi, r11
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG59:                ;; offset=0x0731
       mov      r13, qword ptr [rbp-0x100]
       inc      r13d
       mov      r10d, dword ptr [rbp-0x90]
       cmp      r13d, r10d
       mov      r14, bword ptr [rbp-0x178]
       jl       G_M000_IG56
       jmp      G_M000_IG41
 
G_M000_IG60:                ;; offset=0x0757
       mov      r11, qword ptr [rbp-0xA0]
       jmp      G_M000_IG57
 
G_M000_IG61:                ;; offset=0x0763
       lea      rdi, [rbp-0x60]
       lea      rsi, [rbp-0x98]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      r14, rax
       mov      rdi, bword ptr [rbp-0x168]
       mov      esi, dword ptr [rbp-0x90]
       lea      rcx, [rbp-0x98]
       mov      rdx, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG62
       mov      r13d, dword ptr [rbp-0x90]
       cmp      eax, r13d
       jae      G_M000_IG81
       mov      ecx, eax
       mov      r8, bword ptr [rbp-0x168]
       mov      rcx, qword ptr [r8+8*rcx]
       mov      esi, eax
       add      rsi, r14
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0x98]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG62:                ;; offset=0x07CB
       mov      r13d, dword ptr [rbp-0x90]
       movsxd   rsi, r13d
       add      rsi, r14
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0x98]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG41
 
G_M000_IG63:                ;; offset=0x07EE
       lea      rdi, [rbp-0x60]
       mov      rsi, r11
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG34
 
G_M000_IG64:                ;; offset=0x0800
       mov      r14d, r9d
       jmp      G_M000_IG37
 
G_M000_IG65:                ;; offset=0x0808
       jmp      G_M000_IG38
 
G_M000_IG66:                ;; offset=0x080D
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xB0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG39
 
G_M000_IG67:                ;; offset=0x0823
       mov      r9, bword ptr [rbp-0x148]
       mov      r13, r9
       mov      dword ptr [rbp-0xEC], r12d
       xor      r14d, r14d
       jmp      G_M000_IG72
 
G_M000_IG68:                ;; offset=0x083C
       cmp      r14d, r12d
       jae      G_M000_IG81
       mov      r9, qword ptr [r13+8*r14]
       mov      r10, r9
       sar      r10, 40
       mov      dword ptr [rbp-0xC4], r10d
       mov      r11, 0xFFFFFFFFFF
       and      r11, r9
       mov      qword ptr [rbp-0xD0], r11
       mov      rdi, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x158], rdi
       cmp      dword ptr [rdi+0x08], r10d
       jbe      G_M000_IG73
       mov      r12d, r10d
       mov      r12, qword ptr [rdi+8*r12+0x10]
       inc      r12
       cmp      r12, r11
       je       SHORT G_M000_IG70
 
G_M000_IG69:                ;; offset=0x0891
       lea      rdi, [rbp-0x60]
       mov      rsi, r9
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG70:                ;; offset=0x089E
       mov      r10d, dword ptr [rbp-0xC4]
       mov      rdi, gword ptr [rbp-0x158]
       cmp      r10d, dword ptr [rdi+0x08]
       jae      G_M000_IG81
       mov      r9d, r10d
       mov      r11, qword ptr [rbp-0xD0]
       mov      qword ptr [rdi+8*r9+0x10], r11
       mov      rdi, qword ptr [rbp-0x48]
       inc      rdi
       mov      qword ptr [rbp-0x48], rdi
       mov      rdi, r11
       add      rdi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rdi
       mov      rdi, gword ptr [rbp-0x58]
       test     rdi, rdi
       je       SHORT G_M000_IG71
       mov      r9d, r10d
       imul     r9, qword ptr [rbp-0x50]
       jo       G_M000_IG82
       add      r9, r11
       jo       G_M000_IG82
       sub      r9, 1
       jo       G_M000_IG82
       movsxd   r10, r9d
       cmp      r9, r10
       jne      G_M000_IG82
       mov      esi, r9d
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG71:                ;; offset=0x091A
       inc      r14d
       mov      r12d, dword ptr [rbp-0xEC]
 
G_M000_IG72:                ;; offset=0x0924
       cmp      r14d, r12d
       jl       G_M000_IG68
       mov      r13, bword ptr [rbp-0x108]
       jmp      G_M000_IG83
 
G_M000_IG73:                ;; offset=0x0939
       jmp      G_M000_IG69
 
G_M000_IG74:                ;; offset=0x093E
       lea      rdi, [rbp-0x60]
       lea      rsi, [rbp-0xC0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      r14, rax
       mov      rdi, bword ptr [rbp-0x148]
       mov      esi, r12d
       lea      rcx, [rbp-0xC0]
       mov      rdx, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG75
       cmp      eax, r12d
       jae      G_M000_IG81
       mov      ecx, eax
       mov      r13, bword ptr [rbp-0x148]
       mov      rcx, qword ptr [r13+8*rcx]
       mov      esi, eax
       add      rsi, r14
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0xC0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG75:                ;; offset=0x099D
       mov      esi, r12d
       add      rsi, r14
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0xC0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       mov      r13, bword ptr [rbp-0x108]
       jmp      SHORT G_M000_IG83
 
G_M000_IG76:                ;; offset=0x09BD
       lea      rdi, [rbp-0x60]
       mov      rsi, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      r12, qword ptr [rbp-0xD8]
       jmp      G_M000_IG51
 
G_M000_IG77:                ;; offset=0x09D6
       mov      r12d, eax
       mov      qword ptr [rbp-0xE8], r11
       jmp      G_M000_IG46
 
G_M000_IG78:                ;; offset=0x09E5
       jmp      G_M000_IG47
 
G_M000_IG79:                ;; offset=0x09EA
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xD8]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG48
 
G_M000_IG80:                ;; offset=0x0A00
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG81:                ;; offset=0x0A07
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG82:                ;; offset=0x0A0D
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG83:                ;; offset=0x0A13
       cmp      dword ptr [rbp-0x8C], 0
       je       G_M000_IG15
 
G_M000_IG84:                ;; offset=0x0A20
       movsxd   rdi, dword ptr [rbp-0x8C]
       add      rdi, qword ptr [rbp-0x88]
       mov      r9, bword ptr [rbp-0x140]
       mov      qword ptr [r9], rdi
       jmp      G_M000_IG15
 
G_M000_IG85:                ;; offset=0x0A3D
       mov      r12, r9
       jmp      G_M000_IG27
 
G_M000_IG86:                ;; offset=0x0A45
       xor      r10d, r10d
       jmp      G_M000_IG26
 
G_M000_IG87:                ;; offset=0x0A4D
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG88:                ;; offset=0x0A53
       mov      dword ptr [rbp-0x7C], r10d
       mov      rdi, 0x7F7AA9C2AD08
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       mov      r10d, dword ptr [rbp-0x7C]
       jmp      G_M000_IG22
 
G_M000_IG89:                ;; offset=0x0A70
       mov      rdi, 0x7F7AA9C2ACC8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG13
 
G_M000_IG90:                ;; offset=0x0A85
       mov      rdi, r12
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      G_M000_IG07
 
G_M000_IG91:                ;; offset=0x0A95
       cmp      dword ptr [rbp-0x2C], 1
       jne      SHORT G_M000_IG92
       pause    
       mov      ecx, dword ptr [rbp-0xF4]
       inc      ecx
       mov      dword ptr [rbp-0xF4], ecx
       jmp      G_M000_IG08
 
G_M000_IG92:                ;; offset=0x0AB0
       mov      edi, dword ptr [rbp-0x2C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      ecx, dword ptr [rbp-0xF4]
       add      ecx, dword ptr [rbp-0x2C]
       mov      dword ptr [rbp-0xF4], ecx
       jmp      G_M000_IG08
 
G_M000_IG93:                ;; offset=0x0ACD
       push     rax
 
G_M000_IG94:                ;; offset=0x0ACE
       cmp      dword ptr [rbp-0x8C], 0
       je       SHORT G_M000_IG96
 
G_M000_IG95:                ;; offset=0x0AD7
       movsxd   rdi, dword ptr [rbp-0x8C]
       add      rdi, qword ptr [rbp-0x88]
       mov      rsi, bword ptr [rbp-0x140]
       mov      qword ptr [rsi], rdi
 
G_M000_IG96:                ;; offset=0x0AEF
       vzeroupper 
       add      rsp, 8
       ret      
 
G_M000_IG97:                ;; offset=0x0AF7
       push     rax
 
G_M000_IG98:                ;; offset=0x0AF8
       mov      rdi, gword ptr [rbp-0x128]
       mov      byte  ptr [rdi+0x1A1], 0
 
G_M000_IG99:                ;; offset=0x0B06
       vzeroupper 
       add      rsp, 8
       ret      
 
G_M000_IG100:                ;; offset=0x0B0E
       push     rax
 
G_M000_IG101:                ;; offset=0x0B0F
       mov      rdi, gword ptr [rbp-0x118]
       mov      esi, dword ptr [rbp-0x70]
       mov      dword ptr [rdi+0x10], esi
       mov      rdi, gword ptr [rbp-0x118]
       mov      esi, dword ptr [rbp-0x74]
       mov      dword ptr [rdi+0x14], esi
       mov      rdi, gword ptr [rbp-0x118]
       mov      byte  ptr [rdi+0x18], 0
 
G_M000_IG102:                ;; offset=0x0B34
       vzeroupper 
       add      rsp, 8
       ret      
 
; Total bytes of code 2876

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 11184
; 3 inlinees with PGO data; 8 single block inlinees; 1 inlinees without PGO data

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
       mov      r13, rsi
       mov      r14, rdx
       mov      rbx, rcx
 
G_M000_IG02:                ;; offset=0x001C
       cmp      byte  ptr [r14+0x38], 0
       jne      G_M000_IG12
       mov      edi, dword ptr [rbx+0x04]
       cmp      edi, dword ptr [rbx+0x08]
       jl       SHORT G_M000_IG09
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
 
G_M000_IG03:                ;; offset=0x0037
       inc      dword ptr [rbx]
       mov      qword ptr [rbp-0x30], r13
       mov      r12, qword ptr [r15+0xA0]
       cmp      r12, qword ptr [r15+0xA8]
       jne      SHORT G_M000_IG11
       lea      rsi, [rbp-0x30]
       mov      rdi, r15
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG04:                ;; offset=0x005A
       test     eax, eax
       je       SHORT G_M000_IG06
 
G_M000_IG05:                ;; offset=0x005E
       cmp      eax, 2
       jne      SHORT G_M000_IG02
       jmp      SHORT G_M000_IG14
 
G_M000_IG06:                ;; offset=0x0065
       xor      eax, eax
       mov      dword ptr [rbx], eax
 
G_M000_IG07:                ;; offset=0x0069
       mov      dword ptr [rbx+0x04], eax
       mov      eax, 1
 
G_M000_IG08:                ;; offset=0x0071
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x0080
       cmp      dword ptr [rbx+0x0C], 1
       jne      SHORT G_M000_IG10
       pause    
       inc      dword ptr [rbx+0x04]
       jmp      SHORT G_M000_IG03
 
G_M000_IG10:                ;; offset=0x008D
       mov      edi, dword ptr [rbx+0x0C]
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      esi, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], esi
       jmp      SHORT G_M000_IG03
 
G_M000_IG11:                ;; offset=0x009E
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
       xor      eax, eax
       jmp      SHORT G_M000_IG04
 
G_M000_IG12:                ;; offset=0x00C8
       xor      eax, eax
 
G_M000_IG13:                ;; offset=0x00CA
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG14:                ;; offset=0x00D9
       mov      edi, 0x8E8
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 248

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 32
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       cmp      dword ptr [rdi+0xB0], 0
       jne      SHORT G_M000_IG06
       mov      rax, qword ptr [rdi+0xA0]
       mov      rcx, gword ptr [rdi+0x10]
       mov      rcx, qword ptr [rcx+0xA0]
       mov      rdx, gword ptr [rdi+0x08]
       mov      edx, dword ptr [rdx+0x08]
       add      rcx, rdx
       mov      qword ptr [rdi+0xA8], rcx
       cmp      rax, rcx
       jne      SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0035
       mov      eax, 1
 
G_M000_IG04:                ;; offset=0x003A
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x003C
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
       jmp      SHORT G_M000_IG04
 
G_M000_IG06:                ;; offset=0x0063
       mov      eax, 2
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 106

; Assembly listing for method PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush:TryPush(long):bool:this (Tier1)
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
       push     rbx
       push     rax
       lea      rbp, [rsp+0x10]
       mov      qword ptr [rbp-0x10], rsi
 
G_M000_IG02:                ;; offset=0x000C
       mov      rdi, gword ptr [rdi]
       mov      rbx, qword ptr [rdi+0xA0]
       cmp      rbx, qword ptr [rdi+0xA8]
       jne      SHORT G_M000_IG07
       lea      rsi, [rbp-0x10]
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG03:                ;; offset=0x0029
       test     eax, eax
       je       SHORT G_M000_IG06
 
G_M000_IG04:                ;; offset=0x002D
       cmp      eax, 2
       je       SHORT G_M000_IG08
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x0034
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x003B
       mov      eax, 1
       jmp      SHORT G_M000_IG05
 
G_M000_IG07:                ;; offset=0x0042
       mov      rax, gword ptr [rdi+0x08]
       cmp      byte  ptr [rax], al
       mov      esi, ebx
       and      esi, dword ptr [rdi+0x18]
       movsxd   rsi, esi
       add      rax, 16
       mov      rcx, qword ptr [rbp-0x10]
       mov      qword ptr [rax+8*rsi], rcx
       inc      rbx
       mov      qword ptr [rdi+0xA0], rbx
       xor      eax, eax
       jmp      SHORT G_M000_IG03
 
G_M000_IG08:                ;; offset=0x006A
       mov      edi, 0x8E8
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 137

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:TryPush(byref):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 30
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbx
 
G_M000_IG02:                ;; offset=0x0001
       mov      rbx, qword ptr [rdi+0xA0]
       cmp      rbx, qword ptr [rdi+0xA8]
       jne      SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0011
       pop      rbx
       tail.jmp [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG04:                ;; offset=0x0018
       mov      rax, gword ptr [rdi+0x08]
       cmp      byte  ptr [rax], al
       mov      ecx, ebx
       and      ecx, dword ptr [rdi+0x18]
       movsxd   rcx, ecx
       add      rax, 16
       mov      rdx, qword ptr [rsi]
       mov      qword ptr [rax+8*rcx], rdx
       inc      rbx
       mov      qword ptr [rdi+0xA0], rbx
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x003D
       pop      rbx
       ret      
 
; Total bytes of code 63

; Assembly listing for method PerfBuf.Experiments.Harness.PortStatus:Pushed(int):bool (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 30

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       test     edi, edi
       je       SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0008
       cmp      edi, 2
       je       SHORT G_M000_IG07
       xor      eax, eax
 
G_M000_IG04:                ;; offset=0x000F
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x0011
       mov      eax, 1
 
G_M000_IG06:                ;; offset=0x0016
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x0018
       mov      edi, 0x8E8
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
; Total bytes of code 55

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
; with Synthesized PGO: fgCalledCount is 29
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

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Yield(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 31
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
       mov      rax, 0x7F7ABAC71058
       mov      qword ptr [rbp-0x50], rax
       lea      rax, G_M000_IG06
       mov      qword ptr [rbp-0x40], rax
       lea      rax, [rbp-0x60]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG04:                ;; offset=0x0061
       mov      rax, 0x7F7B3906F770
 
G_M000_IG05:                ;; offset=0x006B
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG06:                ;; offset=0x006D
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7f7b392cec80)], 0
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

; Assembly listing for method PerfBuf.Mailboxes.DrainGuard:Enter(System.String):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 30

G_M000_IG01:                ;; offset=0x0000
       push     rbx
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0004
       cmp      byte  ptr [rbx], 0
       jne      SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0009
       mov      byte  ptr [rbx], 1
 
G_M000_IG04:                ;; offset=0x000C
       pop      rbx
       ret      
 
G_M000_IG05:                ;; offset=0x000E
       mov      rdi, rsi
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      SHORT G_M000_IG03
 
; Total bytes of code 25

; Assembly listing for method PerfBuf.Mailboxes.DrainGuard:Exit():this (Tier1)
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
       mov      byte  ptr [rdi], 0
 
G_M000_IG03:                ;; offset=0x0003
       ret      
 
; Total bytes of code 4

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

; Assembly listing for method PerfBuf.Experiments.Harness.SpanVerifyingSink:Handle(System.ReadOnlySpan`1[long]):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 4 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 72
       lea      rbp, [rsp+0x70]
       mov      rbx, rdi
       mov      r14, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x001C
       cmp      byte  ptr [rbx], bl
       mov      rdi, rbx
       mov      r13, r14
       mov      r12d, r15d
       xor      esi, esi
       mov      qword ptr [rbp-0x30], rsi
       cmp      gword ptr [rdi+0x08], 0
       jne      G_M000_IG12
       mov      rdi, gword ptr [rdi]
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG10
       jmp      G_M000_IG19
 
G_M000_IG03:                ;; offset=0x004A
       mov      r14, qword ptr [r13]
       mov      r15, r14
       sar      r15, 40
       mov      rax, gword ptr [rbx]
       mov      gword ptr [rbp-0x68], rax
       mov      ecx, dword ptr [rax+0x08]
       mov      dword ptr [rbp-0x54], ecx
       cmp      ecx, r15d
       jbe      G_M000_IG21
 
G_M000_IG04:                ;; offset=0x006B
       cmp      r15d, dword ptr [rbp-0x54]
       jae      G_M000_IG26
       mov      edi, r15d
       mov      rax, gword ptr [rbp-0x68]
       mov      rdi, qword ptr [rax+8*rdi+0x10]
       inc      rdi
       mov      ecx, r15d
       shl      rcx, 40
       mov      qword ptr [rbp-0x50], rcx
       or       rdi, rcx
       xor      esi, esi
       xor      edx, edx
       align    [0 bytes for IG05]
 
G_M000_IG05:                ;; offset=0x0096
       mov      r8, qword ptr [r13+8*rdx]
       cmp      r8, rdi
       jne      G_M000_IG22
       add      rsi, rdi
       mov      qword ptr [rbp-0x48], rsi
       inc      rdi
       inc      edx
       cmp      edx, r12d
       mov      rsi, qword ptr [rbp-0x48]
       jl       SHORT G_M000_IG05
 
G_M000_IG06:                ;; offset=0x00B9
       mov      r8d, -1
 
G_M000_IG07:                ;; offset=0x00BF
       test     r8d, r8d
       jge      G_M000_IG23
       mov      edx, r12d
 
G_M000_IG08:                ;; offset=0x00CB
       mov      dword ptr [rbp-0x3C], edx
       test     edx, edx
       je       G_M000_IG24
 
G_M000_IG09:                ;; offset=0x00D6
       mov      edi, r15d
       mov      rax, gword ptr [rbp-0x68]
       lea      rax, bword ptr [rax+8*rdi+0x10]
       mov      edx, dword ptr [rbp-0x3C]
       movsxd   rdi, edx
       add      qword ptr [rax], rdi
       add      qword ptr [rbx+0x18], rdi
       mov      rcx, qword ptr [rbp-0x50]
       imul     rcx, rdi
       mov      rax, rsi
       sub      rax, rcx
       add      qword ptr [rbx+0x20], rax
       cmp      edx, r12d
       ja       G_M000_IG25
       mov      eax, edx
       lea      r13, bword ptr [r13+8*rax]
       sub      r12d, edx
 
G_M000_IG10:                ;; offset=0x0114
       test     r12d, r12d
       jne      G_M000_IG03
 
G_M000_IG11:                ;; offset=0x011D
       add      rsp, 72
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG12:                ;; offset=0x012C
       xor      r13d, r13d
       jmp      G_M000_IG17
 
G_M000_IG13:                ;; offset=0x0134
       mov      rsi, qword ptr [r14+8*r13]
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x38], rax
       mov      rcx, gword ptr [rbx]
       mov      gword ptr [rbp-0x60], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG18
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG15
 
G_M000_IG14:                ;; offset=0x0171
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG15:                ;; offset=0x017A
       mov      rcx, gword ptr [rbp-0x60]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG26
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x38]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], rax
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG16
       mov      esi, r12d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG27
       add      rsi, rax
       jo       G_M000_IG27
       sub      rsi, 1
       jo       G_M000_IG27
       movsxd   rax, esi
       cmp      rsi, rax
       jne      G_M000_IG27
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG16:                ;; offset=0x01D8
       inc      r13d
 
G_M000_IG17:                ;; offset=0x01DB
       cmp      r13d, r15d
       jl       G_M000_IG13
       jmp      G_M000_IG11
 
G_M000_IG18:                ;; offset=0x01E9
       jmp      SHORT G_M000_IG14
 
G_M000_IG19:                ;; offset=0x01EB
       lea      rsi, [rbp-0x30]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      r13, rax
       mov      rdi, r14
       mov      esi, r15d
       lea      rcx, [rbp-0x30]
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG20
       cmp      eax, r15d
       jae      SHORT G_M000_IG26
       mov      ecx, eax
       mov      rcx, qword ptr [r14+8*rcx]
       mov      esi, eax
       add      rsi, r13
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG20:                ;; offset=0x022F
       mov      esi, r15d
       add      rsi, r13
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG11
 
G_M000_IG21:                ;; offset=0x0247
       mov      rdi, rbx
       mov      rsi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG04
 
G_M000_IG22:                ;; offset=0x0258
       mov      r8d, edx
       mov      edx, r8d
       mov      r8d, edx
       jmp      G_M000_IG07
 
G_M000_IG23:                ;; offset=0x0266
       mov      edx, r8d
       jmp      G_M000_IG08
 
G_M000_IG24:                ;; offset=0x026E
       mov      qword ptr [rbp-0x48], rsi
       mov      rdi, rbx
       mov      rsi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rsi, qword ptr [rbp-0x48]
       jmp      G_M000_IG09
 
G_M000_IG25:                ;; offset=0x0287
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG26:                ;; offset=0x028E
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG27:                ;; offset=0x0294
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 666

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 19088
; 3 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 72
       lea      rbp, [rsp+0x70]
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      r14, rdi
       mov      r15, rsi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x0021
       cmp      gword ptr [r14+0x08], 0
       jne      G_M000_IG12
       mov      rdi, gword ptr [r14]
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG10
       jmp      G_M000_IG19
 
G_M000_IG03:                ;; offset=0x003E
       mov      r13, qword ptr [r15]
       mov      r12, r13
       sar      r12, 40
       mov      rax, gword ptr [r14]
       mov      gword ptr [rbp-0x68], rax
       mov      ecx, dword ptr [rax+0x08]
       mov      dword ptr [rbp-0x54], ecx
       cmp      ecx, r12d
       jbe      G_M000_IG21
 
G_M000_IG04:                ;; offset=0x005E
       cmp      r12d, dword ptr [rbp-0x54]
       jae      G_M000_IG26
       mov      edi, r12d
       mov      rax, gword ptr [rbp-0x68]
       mov      rdi, qword ptr [rax+8*rdi+0x10]
       inc      rdi
       mov      ecx, r12d
       shl      rcx, 40
       mov      qword ptr [rbp-0x50], rcx
       or       rdi, rcx
       xor      esi, esi
       xor      edx, edx
       align    [0 bytes for IG05]
 
G_M000_IG05:                ;; offset=0x0089
       mov      r8, qword ptr [r15+8*rdx]
       cmp      r8, rdi
       jne      G_M000_IG22
       add      rsi, rdi
       mov      qword ptr [rbp-0x48], rsi
       inc      rdi
       inc      edx
       cmp      edx, ebx
       mov      rsi, qword ptr [rbp-0x48]
       jl       SHORT G_M000_IG05
 
G_M000_IG06:                ;; offset=0x00AA
       mov      r8d, -1
 
G_M000_IG07:                ;; offset=0x00B0
       test     r8d, r8d
       jge      G_M000_IG23
       mov      edx, ebx
 
G_M000_IG08:                ;; offset=0x00BB
       mov      dword ptr [rbp-0x3C], edx
       test     edx, edx
       je       G_M000_IG24
 
G_M000_IG09:                ;; offset=0x00C6
       mov      edi, r12d
       mov      rax, gword ptr [rbp-0x68]
       lea      rax, bword ptr [rax+8*rdi+0x10]
       mov      edx, dword ptr [rbp-0x3C]
       movsxd   rdi, edx
       add      qword ptr [rax], rdi
       add      qword ptr [r14+0x18], rdi
       mov      rcx, qword ptr [rbp-0x50]
       imul     rcx, rdi
       mov      rax, rsi
       sub      rax, rcx
       add      qword ptr [r14+0x20], rax
       cmp      edx, ebx
       ja       G_M000_IG25
       mov      eax, edx
       lea      r15, bword ptr [r15+8*rax]
       sub      ebx, edx
 
G_M000_IG10:                ;; offset=0x0101
       test     ebx, ebx
       jne      G_M000_IG03
 
G_M000_IG11:                ;; offset=0x0109
       add      rsp, 72
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG12:                ;; offset=0x0118
       xor      r13d, r13d
       jmp      G_M000_IG17
 
G_M000_IG13:                ;; offset=0x0120
       mov      rsi, qword ptr [r15+8*r13]
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x38], rax
       mov      rcx, gword ptr [r14]
       mov      gword ptr [rbp-0x60], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG18
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG15
 
G_M000_IG14:                ;; offset=0x015D
       mov      rdi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG15:                ;; offset=0x0166
       mov      rcx, gword ptr [rbp-0x60]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG26
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x38]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [r14+0x18]
       add      qword ptr [r14+0x20], rax
       mov      rdi, gword ptr [r14+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG16
       mov      esi, r12d
       imul     rsi, qword ptr [r14+0x10]
       jo       G_M000_IG27
       add      rsi, rax
       jo       G_M000_IG27
       sub      rsi, 1
       jo       G_M000_IG27
       movsxd   rax, esi
       cmp      rsi, rax
       jne      G_M000_IG27
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG16:                ;; offset=0x01C4
       inc      r13d
 
G_M000_IG17:                ;; offset=0x01C7
       cmp      r13d, ebx
       jl       G_M000_IG13
       jmp      G_M000_IG11
 
G_M000_IG18:                ;; offset=0x01D5
       jmp      SHORT G_M000_IG14
 
G_M000_IG19:                ;; offset=0x01D7
       lea      rsi, [rbp-0x30]
       mov      rdi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      r13, rax
       mov      rdi, r15
       mov      esi, ebx
       lea      rcx, [rbp-0x30]
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG20
       cmp      eax, ebx
       jae      SHORT G_M000_IG26
       mov      ecx, eax
       mov      rcx, qword ptr [r15+8*rcx]
       mov      esi, eax
       add      rsi, r13
       mov      rdi, r14
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG20:                ;; offset=0x0219
       mov      esi, ebx
       add      rsi, r13
       mov      rdi, r14
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG11
 
G_M000_IG21:                ;; offset=0x0230
       mov      rdi, r14
       mov      rsi, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG04
 
G_M000_IG22:                ;; offset=0x0241
       mov      r8d, edx
       mov      edx, r8d
       mov      r8d, edx
       jmp      G_M000_IG07
 
G_M000_IG23:                ;; offset=0x024F
       mov      edx, r8d
       jmp      G_M000_IG08
 
G_M000_IG24:                ;; offset=0x0257
       mov      qword ptr [rbp-0x48], rsi
       mov      rdi, r14
       mov      rsi, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rsi, qword ptr [rbp-0x48]
       jmp      G_M000_IG09
 
G_M000_IG25:                ;; offset=0x0270
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG26:                ;; offset=0x0277
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG27:                ;; offset=0x027D
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 643

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:AcceptProducerRun(System.ReadOnlySpan`1[long]):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 30
; 1 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

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
       mov      r14, rsi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x001B
       test     ebx, ebx
       je       G_M000_IG12
       mov      r13, qword ptr [r14]
       mov      r12, r13
       sar      r12, 40
       mov      rax, gword ptr [r15]
       mov      gword ptr [rbp-0x48], rax
       mov      ecx, dword ptr [rax+0x08]
       mov      dword ptr [rbp-0x3C], ecx
       cmp      ecx, r12d
       jbe      G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0043
       cmp      r12d, dword ptr [rbp-0x3C]
       jae      G_M000_IG12
       mov      edi, r12d
       mov      rax, gword ptr [rbp-0x48]
       mov      rdi, qword ptr [rax+8*rdi+0x10]
       inc      rdi
       mov      ecx, r12d
       shl      rcx, 40
       mov      qword ptr [rbp-0x38], rcx
       or       rdi, rcx
       xor      esi, esi
       xor      edx, edx
       align    [2 bytes for IG04]
 
G_M000_IG04:                ;; offset=0x0070
       mov      r8, qword ptr [r14+8*rdx]
       cmp      r8, rdi
       jne      SHORT G_M000_IG10
       add      rsi, rdi
       mov      qword ptr [rbp-0x30], rsi
       inc      rdi
       inc      edx
       cmp      edx, ebx
       mov      rsi, qword ptr [rbp-0x30]
       jl       SHORT G_M000_IG04
 
G_M000_IG05:                ;; offset=0x008D
       mov      edi, -1
 
G_M000_IG06:                ;; offset=0x0092
       test     edi, edi
       cmovge   ebx, edi
       test     ebx, ebx
       je       SHORT G_M000_IG11
 
G_M000_IG07:                ;; offset=0x009B
       mov      edx, r12d
       mov      rax, gword ptr [rbp-0x48]
       lea      rax, bword ptr [rax+8*rdx+0x10]
       movsxd   rdx, ebx
       add      qword ptr [rax], rdx
       add      qword ptr [r15+0x18], rdx
       mov      rcx, qword ptr [rbp-0x38]
       imul     rcx, rdx
       mov      rax, rsi
       sub      rax, rcx
       add      qword ptr [r15+0x20], rax
       mov      eax, ebx
 
G_M000_IG08:                ;; offset=0x00C5
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00D4
       mov      rdi, r15
       mov      rsi, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG03
 
G_M000_IG10:                ;; offset=0x00E5
       mov      edi, edx
       jmp      SHORT G_M000_IG06
 
G_M000_IG11:                ;; offset=0x00E9
       mov      qword ptr [rbp-0x30], rsi
       mov      rdi, r15
       mov      rsi, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rsi, qword ptr [rbp-0x30]
       jmp      SHORT G_M000_IG07
 
G_M000_IG12:                ;; offset=0x00FF
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
; Total bytes of code 261

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 19316

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       mov      rbp, rsp
 
G_M000_IG02:                ;; offset=0x0004
       mov      r8, qword ptr [rcx]
       xor      eax, eax
       test     esi, esi
       jle      SHORT G_M000_IG04
       align    [3 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x0010
       mov      r9, qword ptr [rdi+8*rax]
       cmp      r9, rdx
       jne      SHORT G_M000_IG06
       add      r8, rdx
       inc      rdx
       inc      eax
       cmp      eax, esi
       jl       SHORT G_M000_IG03
 
G_M000_IG04:                ;; offset=0x0025
       mov      qword ptr [rcx], r8
       mov      eax, -1
 
G_M000_IG05:                ;; offset=0x002D
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x002F
       mov      qword ptr [rcx], r8
 
G_M000_IG07:                ;; offset=0x0032
       pop      rbp
       ret      
 
; Total bytes of code 52

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscLeanConsumer`1[long]:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 50
; 10 inlinees with PGO data; 11 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 120
       lea      rbp, [rsp+0xA0]
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      gword ptr [rbp-0x80], rdi
       mov      rbx, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x0026
       lea      r14, bword ptr [rdi+0x1A1]
       cmp      byte  ptr [r14], 0
       jne      G_M000_IG37
 
G_M000_IG03:                ;; offset=0x0037
       mov      byte  ptr [r14], 1
 
G_M000_IG04:                ;; offset=0x003B
       mov      rdi, gword ptr [rbp-0x80]
       mov      rsi, gword ptr [rdi+0x10]
       mov      r14, qword ptr [rsi+0xA0]
       mov      qword ptr [rdi+0xA8], r14
       mov      rsi, gword ptr [rdi+0x08]
       mov      eax, dword ptr [rdi+0x18]
       lea      rcx, bword ptr [rdi+0xA0]
       mov      bword ptr [rbp-0x88], rcx
       mov      rcx, bword ptr [rbp-0x88]
       mov      rdx, qword ptr [rcx]
       mov      qword ptr [rbp-0x30], rdx
       xor      edx, edx
       test     r15d, r15d
       cmovl    r15d, edx
       sub      r14, qword ptr [rbp-0x30]
       movsxd   rdx, r15d
       cmp      r14, rdx
       cmovg    r14, rdx
       xor      edx, edx
       mov      dword ptr [rbp-0x34], edx
 
G_M000_IG05:                ;; offset=0x0090
       test     r14d, r14d
       jle      G_M000_IG33
 
G_M000_IG06:                ;; offset=0x0099
       lea      r15, bword ptr [rsi+0x10]
       and      eax, dword ptr [rbp-0x30]
       mov      esi, dword ptr [rsi+0x08]
       sub      esi, eax
       cmp      r14d, esi
       mov      r13d, esi
       cmovle   r13d, r14d
       mov      dword ptr [rbp-0x34], r13d
       movsxd   rsi, eax
       lea      r12, bword ptr [r15+8*rsi]
       cmp      byte  ptr [rbx], bl
       mov      rsi, rbx
       mov      rax, r12
       mov      edx, r13d
       cmp      gword ptr [rsi+0x08], 0
       jne      G_M000_IG17
       mov      rsi, gword ptr [rsi]
       cmp      dword ptr [rsi+0x08], 1
       jne      G_M000_IG14
       jmp      G_M000_IG24
 
G_M000_IG07:                ;; offset=0x00E2
       mov      bword ptr [rbp-0xA0], rax
       mov      r12, qword ptr [rax]
       mov      r8, r12
       sar      r8, 40
       mov      dword ptr [rbp-0x5C], r8d
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x98], r9
       mov      r10d, dword ptr [r9+0x08]
       mov      dword ptr [rbp-0x70], r10d
       cmp      r10d, r8d
       jbe      G_M000_IG26
 
G_M000_IG08:                ;; offset=0x0112
       mov      r8d, dword ptr [rbp-0x5C]
       cmp      r8d, dword ptr [rbp-0x70]
       jae      G_M000_IG31
       mov      esi, r8d
       mov      r9, gword ptr [rbp-0x98]
       mov      rsi, qword ptr [r9+8*rsi+0x10]
       inc      rsi
       mov      r10d, r8d
       shl      r10, 40
       or       rsi, r10
       xor      r10d, r10d
       xor      r11d, r11d
       align    [0 bytes for IG09]
 
G_M000_IG09:                ;; offset=0x0142
       mov      rax, bword ptr [rbp-0xA0]
       mov      rcx, qword ptr [rax+8*r11]
       cmp      rcx, rsi
       jne      G_M000_IG27
       add      r10, rsi
       mov      qword ptr [rbp-0x68], r10
       inc      rsi
       inc      r11d
       mov      edx, dword ptr [rbp-0x6C]
       cmp      r11d, edx
       mov      dword ptr [rbp-0x6C], edx
       mov      r10, qword ptr [rbp-0x68]
       jl       SHORT G_M000_IG09
 
G_M000_IG10:                ;; offset=0x0172
       mov      esi, -1
 
G_M000_IG11:                ;; offset=0x0177
       test     esi, esi
       jge      G_M000_IG28
       mov      edx, dword ptr [rbp-0x6C]
       mov      r11d, edx
 
G_M000_IG12:                ;; offset=0x0185
       mov      dword ptr [rbp-0x60], r11d
       test     r11d, r11d
       je       G_M000_IG29
 
G_M000_IG13:                ;; offset=0x0192
       mov      r8d, dword ptr [rbp-0x5C]
       mov      esi, r8d
       mov      r9, gword ptr [rbp-0x98]
       lea      rsi, bword ptr [r9+8*rsi+0x10]
       mov      r11d, dword ptr [rbp-0x60]
       movsxd   r9, r11d
       add      qword ptr [rsi], r9
       add      qword ptr [rbx+0x18], r9
       mov      esi, r8d
       shl      rsi, 40
       imul     rsi, r9
       mov      r8, r10
       sub      r8, rsi
       add      qword ptr [rbx+0x20], r8
       mov      edx, dword ptr [rbp-0x6C]
       cmp      r11d, edx
       ja       G_M000_IG30
       mov      esi, r11d
       mov      rax, bword ptr [rbp-0xA0]
       lea      rax, bword ptr [rax+8*rsi]
       sub      edx, r11d
       mov      r12, rax
       mov      rax, r12
 
G_M000_IG14:                ;; offset=0x01EB
       mov      dword ptr [rbp-0x6C], edx
       test     edx, edx
       jne      G_M000_IG07
 
G_M000_IG15:                ;; offset=0x01F6
       cmp      r13d, r14d
       jge      G_M000_IG33
 
G_M000_IG16:                ;; offset=0x01FF
       mov      dword ptr [rbp-0x34], r14d
       mov      edx, r14d
       sub      edx, r13d
       mov      rdi, rbx
       mov      rsi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG33
 
G_M000_IG17:                ;; offset=0x021A
       xor      eax, eax
       jmp      G_M000_IG22
 
G_M000_IG18:                ;; offset=0x0221
       mov      qword ptr [rbp-0x78], rax
       mov      rsi, qword ptr [r12+8*rax]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x4C], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x58], r8
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x90], r9
       cmp      dword ptr [r9+0x08], edx
       jbe      G_M000_IG23
       mov      r10d, edx
       mov      r10, qword ptr [r9+8*r10+0x10]
       inc      r10
       cmp      r10, r8
       je       SHORT G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0268
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG20:                ;; offset=0x0271
       mov      edx, dword ptr [rbp-0x4C]
       mov      r9, gword ptr [rbp-0x90]
       cmp      edx, dword ptr [r9+0x08]
       jae      G_M000_IG31
       mov      esi, edx
       mov      r8, qword ptr [rbp-0x58]
       mov      qword ptr [r9+8*rsi+0x10], r8
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r8
       mov      r9, gword ptr [rbx+0x08]
       test     r9, r9
       je       SHORT G_M000_IG21
       mov      esi, edx
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG32
       add      rsi, r8
       jo       G_M000_IG32
       sub      rsi, 1
       jo       G_M000_IG32
       movsxd   rdx, esi
       cmp      rsi, rdx
       jne      G_M000_IG32
       mov      rdi, r9
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG21:                ;; offset=0x02D6
       mov      rax, qword ptr [rbp-0x78]
       inc      eax
       mov      rsi, rax
 
G_M000_IG22:                ;; offset=0x02DF
       cmp      eax, r13d
       jl       G_M000_IG18
       jmp      G_M000_IG15
 
G_M000_IG23:                ;; offset=0x02ED
       jmp      G_M000_IG19
 
G_M000_IG24:                ;; offset=0x02F2
       lea      rsi, [rbp-0x40]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      qword ptr [rbp-0x48], rax
       mov      rdi, r12
       mov      esi, r13d
       lea      rcx, [rbp-0x40]
       mov      rdx, qword ptr [rbp-0x48]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG25
       cmp      eax, r13d
       jae      G_M000_IG31
       mov      ecx, eax
       mov      rcx, qword ptr [r12+8*rcx]
       mov      esi, eax
       mov      r12, qword ptr [rbp-0x48]
       add      rsi, r12
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x40]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG25:                ;; offset=0x0340
       movsxd   rsi, r13d
       add      rsi, qword ptr [rbp-0x48]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x40]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG15
 
G_M000_IG26:                ;; offset=0x0359
       mov      rdi, rbx
       mov      rsi, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       jmp      G_M000_IG08
 
G_M000_IG27:                ;; offset=0x036A
       mov      esi, r11d
       mov      r11d, esi
       mov      esi, r11d
       jmp      G_M000_IG11
 
G_M000_IG28:                ;; offset=0x0378
       mov      r11d, esi
       jmp      G_M000_IG12
 
G_M000_IG29:                ;; offset=0x0380
       mov      qword ptr [rbp-0x68], r10
       mov      rdi, rbx
       mov      rsi, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      r10, qword ptr [rbp-0x68]
       jmp      G_M000_IG13
 
G_M000_IG30:                ;; offset=0x0399
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG31:                ;; offset=0x03A0
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG32:                ;; offset=0x03A6
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG33:                ;; offset=0x03AC
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG35
 
G_M000_IG34:                ;; offset=0x03B2
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rcx, bword ptr [rbp-0x88]
       mov      qword ptr [rcx], rax
 
G_M000_IG35:                ;; offset=0x03C4
       mov      rdi, gword ptr [rbp-0x80]
       mov      byte  ptr [rdi+0x1A1], 0
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG36:                ;; offset=0x03D2
       add      rsp, 120
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG37:                ;; offset=0x03E1
       mov      rdi, 0x7F7AA9C2AD08
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG03
 
G_M000_IG38:                ;; offset=0x03F6
       push     rax
 
G_M000_IG39:                ;; offset=0x03F7
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG41
 
G_M000_IG40:                ;; offset=0x03FD
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rcx, bword ptr [rbp-0x88]
       mov      qword ptr [rcx], rax
 
G_M000_IG41:                ;; offset=0x040F
       add      rsp, 8
       ret      
 
G_M000_IG42:                ;; offset=0x0414
       push     rax
 
G_M000_IG43:                ;; offset=0x0415
       mov      rdi, gword ptr [rbp-0x80]
       mov      byte  ptr [rdi+0x1A1], 0
 
G_M000_IG44:                ;; offset=0x0420
       add      rsp, 8
       ret      
 
; Total bytes of code 1061

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpans:Drain[long,PerfBuf.Experiments.Harness.SpanVerifyingSink](long[],int,byref,long,int,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 50
; 8 inlinees with PGO data; 10 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 136
       lea      rbp, [rsp+0xB0]
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      bword ptr [rbp-0x98], rdx
       mov      rbx, r9
 
G_M000_IG02:                ;; offset=0x0029
       mov      rax, qword ptr [rdx]
       mov      qword ptr [rbp-0x30], rax
       xor      r9d, r9d
       test     r8d, r8d
       cmovl    r8d, r9d
       sub      rcx, rax
       movsxd   r8, r8d
       cmp      rcx, r8
       cmovg    rcx, r8
       mov      r15, rcx
 
G_M000_IG03:                ;; offset=0x004A
       mov      dword ptr [rbp-0x34], r9d
 
G_M000_IG04:                ;; offset=0x004E
       test     r15d, r15d
       jle      G_M000_IG32
 
G_M000_IG05:                ;; offset=0x0057
       lea      r14, bword ptr [rdi+0x10]
       and      esi, eax
       mov      edi, dword ptr [rdi+0x08]
       sub      edi, esi
       cmp      r15d, edi
       mov      r13d, edi
       cmovle   r13d, r15d
       mov      dword ptr [rbp-0x34], r13d
       movsxd   rdi, esi
       lea      r12, bword ptr [r14+8*rdi]
       cmp      byte  ptr [rbx], bl
       mov      rdi, rbx
       mov      rcx, r12
       mov      r8d, r13d
       cmp      gword ptr [rdi+0x08], 0
       jne      G_M000_IG16
       mov      rdi, gword ptr [rdi]
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG13
       jmp      G_M000_IG23
 
G_M000_IG06:                ;; offset=0x009F
       mov      bword ptr [rbp-0xB0], rcx
       mov      r12, qword ptr [rcx]
       mov      qword ptr [rbp-0x60], r12
       mov      r9, r12
       sar      r9, 40
       mov      dword ptr [rbp-0x64], r9d
       mov      r10, gword ptr [rbx]
       mov      gword ptr [rbp-0xA8], r10
       mov      r11d, dword ptr [r10+0x08]
       mov      dword ptr [rbp-0x84], r11d
       cmp      r11d, r9d
       jbe      G_M000_IG25
 
G_M000_IG07:                ;; offset=0x00D6
       mov      r9d, dword ptr [rbp-0x64]
       cmp      r9d, dword ptr [rbp-0x84]
       jae      G_M000_IG30
       mov      edi, r9d
       mov      r10, gword ptr [rbp-0xA8]
       mov      rdi, qword ptr [r10+8*rdi+0x10]
       inc      rdi
       mov      r11d, r9d
       shl      r11, 40
       mov      qword ptr [rbp-0x80], r11
       or       rdi, r11
       xor      esi, esi
       xor      eax, eax
       align    [0 bytes for IG08]
 
G_M000_IG08:                ;; offset=0x010B
       mov      rcx, bword ptr [rbp-0xB0]
       mov      r12, qword ptr [rcx+8*rax]
       cmp      r12, rdi
       jne      G_M000_IG26
       add      rsi, rdi
       mov      qword ptr [rbp-0x70], rsi
       inc      rdi
       inc      eax
       mov      r8d, dword ptr [rbp-0x74]
       cmp      eax, r8d
       mov      dword ptr [rbp-0x74], r8d
       mov      rsi, qword ptr [rbp-0x70]
       jl       SHORT G_M000_IG08
 
G_M000_IG09:                ;; offset=0x013C
       mov      r12, qword ptr [rbp-0x60]
       mov      edi, -1
 
G_M000_IG10:                ;; offset=0x0145
       test     edi, edi
       jge      G_M000_IG27
       mov      r8d, dword ptr [rbp-0x74]
       mov      eax, r8d
 
G_M000_IG11:                ;; offset=0x0154
       mov      dword ptr [rbp-0x68], eax
       test     eax, eax
       je       G_M000_IG28
 
G_M000_IG12:                ;; offset=0x015F
       mov      edi, dword ptr [rbp-0x64]
       mov      r10, gword ptr [rbp-0xA8]
       lea      rdi, bword ptr [r10+8*rdi+0x10]
       mov      eax, dword ptr [rbp-0x68]
       movsxd   r9, eax
       add      qword ptr [rdi], r9
       movsxd   rdi, eax
       add      qword ptr [rbx+0x18], rdi
       movsxd   rdi, eax
       imul     rdi, qword ptr [rbp-0x80]
       sub      rsi, rdi
       add      qword ptr [rbx+0x20], rsi
       mov      r8d, dword ptr [rbp-0x74]
       cmp      eax, r8d
       ja       G_M000_IG29
       mov      edi, eax
       mov      rcx, bword ptr [rbp-0xB0]
       lea      rcx, bword ptr [rcx+8*rdi]
       sub      r8d, eax
       mov      r12, rcx
       mov      rcx, r12
 
G_M000_IG13:                ;; offset=0x01B0
       mov      dword ptr [rbp-0x74], r8d
       test     r8d, r8d
       jne      G_M000_IG06
 
G_M000_IG14:                ;; offset=0x01BD
       cmp      r13d, r15d
       jge      G_M000_IG32
 
G_M000_IG15:                ;; offset=0x01C6
       mov      dword ptr [rbp-0x34], r15d
       sub      r15d, r13d
       mov      rdi, rbx
       mov      rsi, r14
       mov      edx, r15d
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG32
 
G_M000_IG16:                ;; offset=0x01E1
       xor      ecx, ecx
       jmp      G_M000_IG21
 
G_M000_IG17:                ;; offset=0x01E8
       mov      qword ptr [rbp-0x90], rcx
       mov      rsi, qword ptr [r12+8*rcx]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x4C], r8d
       mov      r9, 0xFFFFFFFFFF
       and      r9, rsi
       mov      qword ptr [rbp-0x58], r9
       mov      r10, gword ptr [rbx]
       mov      gword ptr [rbp-0xA0], r10
       cmp      dword ptr [r10+0x08], r8d
       jbe      G_M000_IG22
       mov      edi, r8d
       mov      rdi, qword ptr [r10+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r9
       je       SHORT G_M000_IG19
 
G_M000_IG18:                ;; offset=0x0233
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG19:                ;; offset=0x023C
       mov      r8d, dword ptr [rbp-0x4C]
       mov      r10, gword ptr [rbp-0xA0]
       cmp      r8d, dword ptr [r10+0x08]
       jae      G_M000_IG30
       mov      esi, r8d
       mov      r9, qword ptr [rbp-0x58]
       mov      qword ptr [r10+8*rsi+0x10], r9
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r9
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG20
       mov      esi, r8d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG31
       add      rsi, r9
       jo       G_M000_IG31
       sub      rsi, 1
       jo       G_M000_IG31
       movsxd   r8, esi
       cmp      rsi, r8
       jne      G_M000_IG31
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG20:                ;; offset=0x02A1
       mov      rcx, qword ptr [rbp-0x90]
       inc      ecx
       mov      rdi, rcx
 
G_M000_IG21:                ;; offset=0x02AD
       cmp      ecx, r13d
       jl       G_M000_IG17
       jmp      G_M000_IG14
 
G_M000_IG22:                ;; offset=0x02BB
       jmp      G_M000_IG18
 
G_M000_IG23:                ;; offset=0x02C0
       lea      rsi, [rbp-0x40]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      qword ptr [rbp-0x48], rax
       mov      rdi, r12
       mov      esi, r13d
       lea      rcx, [rbp-0x40]
       mov      rdx, qword ptr [rbp-0x48]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG24
       cmp      eax, r13d
       jae      G_M000_IG30
       mov      ecx, eax
       mov      rcx, qword ptr [r12+8*rcx]
       mov      esi, eax
       mov      r12, qword ptr [rbp-0x48]
       add      rsi, r12
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x40]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG24:                ;; offset=0x030E
       movsxd   rsi, r13d
       add      rsi, qword ptr [rbp-0x48]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x40]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG14
 
G_M000_IG25:                ;; offset=0x0327
       mov      rdi, rbx
       mov      rsi, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      r12, qword ptr [rbp-0x60]
       jmp      G_M000_IG07
 
G_M000_IG26:                ;; offset=0x033C
       mov      r12, qword ptr [rbp-0x60]
       mov      edi, eax
       mov      eax, edi
       mov      edi, eax
       jmp      G_M000_IG10
 
G_M000_IG27:                ;; offset=0x034B
       mov      eax, edi
       jmp      G_M000_IG11
 
G_M000_IG28:                ;; offset=0x0352
       mov      qword ptr [rbp-0x70], rsi
       mov      rdi, rbx
       mov      rsi, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rsi, qword ptr [rbp-0x70]
       jmp      G_M000_IG12
 
G_M000_IG29:                ;; offset=0x036B
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG30:                ;; offset=0x0372
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG31:                ;; offset=0x0378
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG32:                ;; offset=0x037E
       mov      rax, qword ptr [rbp-0x30]
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG34
 
G_M000_IG33:                ;; offset=0x0388
       movsxd   rcx, dword ptr [rbp-0x34]
       add      rcx, rax
       mov      rdx, bword ptr [rbp-0x98]
       mov      qword ptr [rdx], rcx
 
G_M000_IG34:                ;; offset=0x0399
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG35:                ;; offset=0x039C
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG36:                ;; offset=0x03AE
       push     rax
 
G_M000_IG37:                ;; offset=0x03AF
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG39
 
G_M000_IG38:                ;; offset=0x03B5
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rdx, bword ptr [rbp-0x98]
       mov      qword ptr [rdx], rax
 
G_M000_IG39:                ;; offset=0x03C7
       add      rsp, 8
       ret      
 
; Total bytes of code 972

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpans:HandOver[long,PerfBuf.Experiments.Harness.SpanVerifyingSink](long[],int,long,int,byref,byref) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 40
; 5 inlinees with PGO data; 10 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 136
       lea      rbp, [rsp+0xB0]
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      r15d, ecx
       mov      rbx, r8
       mov      r14, r9
 
G_M000_IG02:                ;; offset=0x0028
       lea      r13, bword ptr [rdi+0x10]
       and      esi, edx
       mov      edi, dword ptr [rdi+0x08]
       sub      edi, esi
       cmp      r15d, edi
       mov      r12d, edi
       cmovle   r12d, r15d
       mov      dword ptr [r14], r12d
       movsxd   rdi, esi
       lea      rax, bword ptr [r13+8*rdi]
       mov      bword ptr [rbp-0x98], rax
       mov      rdi, rbx
       mov      rcx, rax
       mov      edx, r12d
       cmp      gword ptr [rdi+0x08], 0
       jne      G_M000_IG14
       mov      rdi, gword ptr [rdi]
       cmp      dword ptr [rdi+0x08], 1
       jne      G_M000_IG10
       jmp      G_M000_IG21
 
G_M000_IG03:                ;; offset=0x0075
       mov      bword ptr [rbp-0xA0], rcx
       mov      rax, qword ptr [rcx]
       mov      qword ptr [rbp-0x50], rax
       mov      r8, rax
       sar      r8, 40
       mov      dword ptr [rbp-0x54], r8d
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x90], r9
       mov      r10d, dword ptr [r9+0x08]
       mov      dword ptr [rbp-0x74], r10d
       cmp      r10d, r8d
       jbe      G_M000_IG23
 
G_M000_IG04:                ;; offset=0x00A9
       mov      r8d, dword ptr [rbp-0x54]
       cmp      r8d, dword ptr [rbp-0x74]
       jae      G_M000_IG28
       mov      edi, r8d
       mov      r9, gword ptr [rbp-0x90]
       mov      rdi, qword ptr [r9+8*rdi+0x10]
       inc      rdi
       mov      r10d, r8d
       shl      r10, 40
       mov      qword ptr [rbp-0x70], r10
       or       rdi, r10
       xor      esi, esi
       xor      r11d, r11d
       align    [4 bytes for IG05]
 
G_M000_IG05:                ;; offset=0x00E0
       mov      rcx, bword ptr [rbp-0xA0]
       mov      rax, qword ptr [rcx+8*r11]
       cmp      rax, rdi
       jne      G_M000_IG24
       add      rsi, rdi
       mov      qword ptr [rbp-0x60], rsi
       inc      rdi
       inc      r11d
       mov      edx, dword ptr [rbp-0x64]
       cmp      r11d, edx
       mov      dword ptr [rbp-0x64], edx
       mov      rsi, qword ptr [rbp-0x60]
       jl       SHORT G_M000_IG05
 
G_M000_IG06:                ;; offset=0x0110
       mov      rax, qword ptr [rbp-0x50]
       mov      edi, -1
 
G_M000_IG07:                ;; offset=0x0119
       test     edi, edi
       jge      G_M000_IG25
       mov      edx, dword ptr [rbp-0x64]
       mov      r11d, edx
 
G_M000_IG08:                ;; offset=0x0127
       mov      dword ptr [rbp-0x58], r11d
       test     r11d, r11d
       je       G_M000_IG26
 
G_M000_IG09:                ;; offset=0x0134
       mov      eax, dword ptr [rbp-0x54]
       mov      r9, gword ptr [rbp-0x90]
       lea      rax, bword ptr [r9+8*rax+0x10]
       mov      r11d, dword ptr [rbp-0x58]
       movsxd   rdi, r11d
       add      qword ptr [rax], rdi
       add      qword ptr [rbx+0x18], rdi
       mov      r10, qword ptr [rbp-0x70]
       imul     rdi, r10
       mov      rax, rsi
       sub      rax, rdi
       add      qword ptr [rbx+0x20], rax
       mov      edx, dword ptr [rbp-0x64]
       cmp      r11d, edx
       ja       G_M000_IG27
       mov      eax, r11d
       mov      rcx, bword ptr [rbp-0xA0]
       lea      rcx, bword ptr [rcx+8*rax]
       sub      edx, r11d
 
G_M000_IG10:                ;; offset=0x0180
       mov      dword ptr [rbp-0x64], edx
       test     edx, edx
       jne      G_M000_IG03
 
G_M000_IG11:                ;; offset=0x018B
       cmp      r12d, r15d
       jl       SHORT G_M000_IG13
 
G_M000_IG12:                ;; offset=0x0190
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG13:                ;; offset=0x01A2
       mov      dword ptr [r14], r15d
       mov      edx, r15d
       sub      edx, r12d
       mov      rdi, rbx
       mov      rsi, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      SHORT G_M000_IG12
 
G_M000_IG14:                ;; offset=0x01B9
       mov      rax, bword ptr [rbp-0x98]
       mov      bword ptr [rbp-0xA8], rax
       xor      ecx, ecx
       jmp      G_M000_IG19
 
G_M000_IG15:                ;; offset=0x01CE
       mov      qword ptr [rbp-0x80], rcx
       mov      rsi, qword ptr [rax+8*rcx]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x3C], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x48], r8
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x88], r9
       cmp      dword ptr [r9+0x08], edx
       jbe      G_M000_IG20
       mov      edi, edx
       mov      rdi, qword ptr [r9+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r8
       je       SHORT G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0214
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG17:                ;; offset=0x021D
       mov      edx, dword ptr [rbp-0x3C]
       mov      r9, gword ptr [rbp-0x88]
       cmp      edx, dword ptr [r9+0x08]
       jae      G_M000_IG28
       mov      esi, edx
       mov      r8, qword ptr [rbp-0x48]
       mov      qword ptr [r9+8*rsi+0x10], r8
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r8
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG18
       mov      esi, edx
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG29
       add      rsi, r8
       jo       G_M000_IG29
       sub      rsi, 1
       jo       G_M000_IG29
       movsxd   rdx, esi
       cmp      rsi, rdx
       jne      G_M000_IG29
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG18:                ;; offset=0x027F
       mov      rcx, qword ptr [rbp-0x80]
       inc      ecx
       mov      rdi, rcx
       mov      rax, bword ptr [rbp-0xA8]
 
G_M000_IG19:                ;; offset=0x028F
       cmp      ecx, r12d
       jl       G_M000_IG15
       jmp      G_M000_IG11
 
G_M000_IG20:                ;; offset=0x029D
       jmp      G_M000_IG16
 
G_M000_IG21:                ;; offset=0x02A2
       lea      rsi, [rbp-0x30]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      qword ptr [rbp-0x38], rax
       mov      rdi, bword ptr [rbp-0x98]
       mov      esi, r12d
       lea      rcx, [rbp-0x30]
       mov      rdx, qword ptr [rbp-0x38]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG22
       cmp      eax, r12d
       jae      G_M000_IG28
       mov      ecx, eax
       mov      r8, bword ptr [rbp-0x98]
       mov      rcx, qword ptr [r8+8*rcx]
       mov      esi, eax
       add      rsi, qword ptr [rbp-0x38]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG22:                ;; offset=0x02F8
       movsxd   rsi, r12d
       add      rsi, qword ptr [rbp-0x38]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x30]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       jmp      G_M000_IG11
 
G_M000_IG23:                ;; offset=0x0311
       mov      rdi, rbx
       mov      rsi, rax
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rax, qword ptr [rbp-0x50]
       jmp      G_M000_IG04
 
G_M000_IG24:                ;; offset=0x0326
       mov      rax, qword ptr [rbp-0x50]
       mov      edi, r11d
       mov      r11d, edi
       mov      edi, r11d
       jmp      G_M000_IG07
 
G_M000_IG25:                ;; offset=0x0338
       mov      r11d, edi
       jmp      G_M000_IG08
 
G_M000_IG26:                ;; offset=0x0340
       mov      qword ptr [rbp-0x60], rsi
       mov      rdi, rbx
       mov      rsi, rax
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      rsi, qword ptr [rbp-0x60]
       jmp      G_M000_IG09
 
G_M000_IG27:                ;; offset=0x0359
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG28:                ;; offset=0x0360
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG29:                ;; offset=0x0366
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 876

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpans:Release[long](long[],int,long,int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rsp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 180
; No PGO data

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       ret      
 
; Total bytes of code 1

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

; Assembly listing for method PerfBuf.Experiments.E02.MpscLeanLanesPort:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 14 inlinees with PGO data; 12 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 200
       lea      rbp, [rsp+0xF0]
       mov      rbx, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x001F
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0xA0], rdi
       cmp      byte  ptr [rdi], dil
       lea      r14, bword ptr [rdi+0x18]
       cmp      byte  ptr [r14], 0
       jne      G_M000_IG55
 
G_M000_IG03:                ;; offset=0x003B
       mov      byte  ptr [r14], 1
       mov      rdi, gword ptr [rbp-0xA0]
       mov      r14, gword ptr [rdi+0x08]
       xor      r13d, r13d
       mov      eax, dword ptr [rdi+0x10]
       mov      dword ptr [rbp-0x2C], eax
       mov      eax, dword ptr [rdi+0x14]
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG04:                ;; offset=0x0059
       xor      r12d, r12d
       jmp      SHORT G_M000_IG06
       align    [0 bytes for IG22]
 
G_M000_IG05:                ;; offset=0x005E
       mov      rax, gword ptr [rbp-0xA8]
       mov      byte  ptr [rax+0x1A1], 0
       mov      eax, dword ptr [rbp-0x48]
       mov      dword ptr [rbp-0x30], eax
       add      r13d, dword ptr [rbp-0x30]
       inc      r12d
 
G_M000_IG06:                ;; offset=0x0079
       mov      eax, dword ptr [r14+0x08]
       cmp      eax, r12d
       jle      G_M000_IG53
 
G_M000_IG07:                ;; offset=0x0086
       cmp      r13d, r15d
       jge      G_M000_IG53
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
       cmp      eax, ecx
       je       G_M000_IG49
 
G_M000_IG08:                ;; offset=0x009C
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
 
G_M000_IG09:                ;; offset=0x00A1
       mov      dword ptr [rbp-0x2C], ecx
       xor      edx, edx
       mov      dword ptr [rbp-0x30], edx
       cmp      ecx, eax
       jae      G_M000_IG51
       mov      eax, ecx
       mov      rax, gword ptr [r14+8*rax+0x10]
       mov      gword ptr [rbp-0xA8], rax
       mov      eax, r15d
       sub      eax, r13d
       cmp      eax, 256
       jle      G_M000_IG50
 
G_M000_IG10:                ;; offset=0x00D0
       mov      ecx, 256
 
G_M000_IG11:                ;; offset=0x00D5
       mov      rax, gword ptr [rbp-0xA8]
       cmp      byte  ptr [rax], al
       mov      rax, gword ptr [rbp-0xA8]
       add      rax, 417
       mov      bword ptr [rbp-0xB0], rax
       cmp      byte  ptr [rax], 0
       jne      G_M000_IG52
 
G_M000_IG12:                ;; offset=0x00FB
       mov      rax, bword ptr [rbp-0xB0]
       mov      byte  ptr [rax], 1
 
G_M000_IG13:                ;; offset=0x0105
       mov      rsi, gword ptr [rbp-0xA8]
       mov      rsi, gword ptr [rsi+0x10]
       mov      rax, qword ptr [rsi+0xA0]
       mov      rsi, gword ptr [rbp-0xA8]
       mov      qword ptr [rsi+0xA8], rax
       mov      rsi, gword ptr [rbp-0xA8]
       mov      rsi, gword ptr [rsi+0x08]
       mov      rdx, gword ptr [rbp-0xA8]
       mov      edx, dword ptr [rdx+0x18]
       mov      r8, gword ptr [rbp-0xA8]
       add      r8, 160
       mov      bword ptr [rbp-0xB8], r8
       mov      r8, bword ptr [rbp-0xB8]
       mov      r8, qword ptr [r8]
       mov      qword ptr [rbp-0x40], r8
       test     ecx, ecx
       jl       G_M000_IG48
 
G_M000_IG14:                ;; offset=0x0165
       sub      rax, qword ptr [rbp-0x40]
       movsxd   rcx, ecx
       cmp      rax, rcx
       jle      G_M000_IG47
 
G_M000_IG15:                ;; offset=0x0175
       mov      eax, ecx
       mov      dword ptr [rbp-0x44], eax
       xor      ecx, ecx
       mov      dword ptr [rbp-0x48], ecx
 
G_M000_IG16:                ;; offset=0x017F
       test     eax, eax
       jle      G_M000_IG45
 
G_M000_IG17:                ;; offset=0x0187
       lea      rcx, bword ptr [rsi+0x10]
       mov      bword ptr [rbp-0xC0], rcx
       and      edx, dword ptr [rbp-0x40]
       mov      r8d, dword ptr [rsi+0x08]
       sub      r8d, edx
       cmp      eax, r8d
       jle      G_M000_IG27
 
G_M000_IG18:                ;; offset=0x01A5
       mov      dword ptr [rbp-0x4C], r8d
       mov      dword ptr [rbp-0x48], r8d
       movsxd   rsi, edx
       lea      rdx, bword ptr [rcx+8*rsi]
       mov      bword ptr [rbp-0xD8], rdx
       cmp      byte  ptr [rbx], bl
       mov      rsi, rbx
       mov      r9, rdx
       mov      r10d, r8d
       xor      r11d, r11d
       mov      qword ptr [rbp-0x58], r11
       cmp      gword ptr [rsi+0x08], 0
       jne      G_M000_IG30
       mov      rcx, bword ptr [rbp-0xC0]
       mov      rsi, gword ptr [rsi]
       cmp      dword ptr [rsi+0x08], 1
       je       G_M000_IG36
 
G_M000_IG19:                ;; offset=0x01EC
       mov      dword ptr [rbp-0x8C], r10d
       test     r10d, r10d
       je       G_M000_IG28
 
G_M000_IG20:                ;; offset=0x01FC
       mov      bword ptr [rbp-0xE0], r9
       mov      rdx, qword ptr [r9]
       mov      qword ptr [rbp-0x78], rdx
       mov      r11, rdx
       sar      r11, 40
       mov      dword ptr [rbp-0x7C], r11d
       mov      rsi, gword ptr [rbx]
       mov      gword ptr [rbp-0xD0], rsi
       mov      edx, dword ptr [rsi+0x08]
       mov      dword ptr [rbp-0x90], edx
       cmp      edx, r11d
       jbe      G_M000_IG38
 
G_M000_IG21:                ;; offset=0x0231
       mov      r11d, dword ptr [rbp-0x7C]
       cmp      r11d, dword ptr [rbp-0x90]
       jae      G_M000_IG43
       mov      edx, r11d
       mov      rsi, gword ptr [rbp-0xD0]
       mov      rdx, qword ptr [rsi+8*rdx+0x10]
       inc      rdx
       mov      ecx, r11d
       shl      rcx, 40
       or       rcx, rdx
       xor      edx, edx
       xor      esi, esi
 
G_M000_IG22:                ;; offset=0x0262
       mov      r9, bword ptr [rbp-0xE0]
       mov      r8, qword ptr [r9+8*rsi]
       cmp      r8, rcx
       jne      G_M000_IG39
       add      rdx, rcx
       mov      qword ptr [rbp-0x88], rdx
       inc      rcx
       inc      esi
       mov      r10d, dword ptr [rbp-0x8C]
       cmp      esi, r10d
       mov      dword ptr [rbp-0x8C], r10d
       mov      rdx, qword ptr [rbp-0x88]
       jl       SHORT G_M000_IG22
 
G_M000_IG23:                ;; offset=0x029F
       mov      ecx, -1
 
G_M000_IG24:                ;; offset=0x02A4
       test     ecx, ecx
       jge      G_M000_IG40
       mov      r10d, dword ptr [rbp-0x8C]
       mov      esi, r10d
 
G_M000_IG25:                ;; offset=0x02B6
       mov      dword ptr [rbp-0x80], esi
       test     esi, esi
       je       G_M000_IG41
 
G_M000_IG26:                ;; offset=0x02C1
       mov      r11d, dword ptr [rbp-0x7C]
       mov      ecx, r11d
       mov      r8, gword ptr [rbp-0xD0]
       lea      rcx, bword ptr [r8+8*rcx+0x10]
       mov      esi, dword ptr [rbp-0x80]
       movsxd   r8, esi
       add      qword ptr [rcx], r8
       movsxd   rcx, esi
       add      qword ptr [rbx+0x18], rcx
       movsxd   rcx, esi
       mov      r8d, r11d
       shl      r8, 40
       imul     rcx, r8
       sub      rdx, rcx
       add      qword ptr [rbx+0x20], rdx
       mov      r10d, dword ptr [rbp-0x8C]
       cmp      esi, r10d
       ja       G_M000_IG42
       mov      ecx, esi
       mov      r9, bword ptr [rbp-0xE0]
       lea      r9, bword ptr [r9+8*rcx]
       sub      r10d, esi
       mov      rsi, r9
       mov      r9, rsi
       mov      rcx, bword ptr [rbp-0xC0]
       jmp      G_M000_IG19
 
G_M000_IG27:                ;; offset=0x032B
       mov      r8d, eax
       mov      eax, dword ptr [rbp-0x44]
       jmp      G_M000_IG18
 
G_M000_IG28:                ;; offset=0x0336
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      r8d, eax
       jge      G_M000_IG45
 
G_M000_IG29:                ;; offset=0x0343
       mov      dword ptr [rbp-0x48], eax
       mov      edx, eax
       sub      edx, r8d
       mov      rdi, rbx
       mov      rsi, rcx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG45
 
G_M000_IG30:                ;; offset=0x035C
       mov      rcx, bword ptr [rbp-0xC0]
       mov      rdx, bword ptr [rbp-0xD8]
       mov      bword ptr [rbp-0xE8], rdx
       xor      r9d, r9d
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      r9d, r8d
       jge      SHORT G_M000_IG28
 
G_M000_IG31:                ;; offset=0x037D
       mov      qword ptr [rbp-0x98], r9
       mov      rsi, qword ptr [rdx+8*r9]
       mov      r10, rsi
       sar      r10, 40
       mov      dword ptr [rbp-0x64], r10d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rsi
       mov      qword ptr [rbp-0x70], r11
       mov      rdx, gword ptr [rbx]
       mov      gword ptr [rbp-0xC8], rdx
       cmp      dword ptr [rdx+0x08], r10d
       jbe      G_M000_IG35
       mov      r9d, r10d
       mov      r9, qword ptr [rdx+8*r9+0x10]
       inc      r9
       cmp      r9, r11
       je       SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x03C8
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
 
G_M000_IG33:                ;; offset=0x03DB
       mov      r10d, dword ptr [rbp-0x64]
       mov      rdx, gword ptr [rbp-0xC8]
       cmp      r10d, dword ptr [rdx+0x08]
       jae      G_M000_IG43
       mov      esi, r10d
       mov      r11, qword ptr [rbp-0x70]
       mov      qword ptr [rdx+8*rsi+0x10], r11
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r11
       mov      rdx, gword ptr [rbx+0x08]
       test     rdx, rdx
       je       SHORT G_M000_IG34
       mov      esi, r10d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG44
       add      rsi, r11
       jo       G_M000_IG44
       sub      rsi, 1
       jo       G_M000_IG44
       movsxd   r9, esi
       cmp      rsi, r9
       jne      G_M000_IG44
       mov      rdi, rdx
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
 
G_M000_IG34:                ;; offset=0x044D
       mov      rsi, qword ptr [rbp-0x98]
       inc      esi
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      esi, r8d
       mov      r9, rsi
       mov      rdx, bword ptr [rbp-0xE8]
       jl       G_M000_IG31
       jmp      G_M000_IG28
 
G_M000_IG35:                ;; offset=0x0472
       jmp      G_M000_IG32
 
G_M000_IG36:                ;; offset=0x0477
       lea      rsi, [rbp-0x58]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      qword ptr [rbp-0x60], rax
       mov      rdi, bword ptr [rbp-0xD8]
       mov      esi, dword ptr [rbp-0x4C]
       lea      rcx, [rbp-0x58]
       mov      rdx, qword ptr [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG37
       cmp      eax, dword ptr [rbp-0x4C]
       jae      G_M000_IG43
       mov      ecx, eax
       mov      r9, bword ptr [rbp-0xD8]
       mov      rcx, qword ptr [r9+8*rcx]
       mov      esi, eax
       add      rsi, qword ptr [rbp-0x60]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x58]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG37:                ;; offset=0x04CD
       movsxd   rsi, dword ptr [rbp-0x4C]
       add      rsi, qword ptr [rbp-0x60]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x58]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
       jmp      G_M000_IG28
 
G_M000_IG38:                ;; offset=0x04F1
       mov      rdi, rbx
       mov      rsi, qword ptr [rbp-0x78]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       jmp      G_M000_IG21
 
G_M000_IG39:                ;; offset=0x0506
       mov      ecx, esi
       jmp      G_M000_IG24
 
G_M000_IG40:                ;; offset=0x050D
       mov      esi, ecx
       jmp      G_M000_IG25
 
G_M000_IG41:                ;; offset=0x0514
       mov      qword ptr [rbp-0x88], rdx
       mov      rdi, rbx
       mov      rsi, qword ptr [rbp-0x78]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rdx, qword ptr [rbp-0x88]
       jmp      G_M000_IG26
 
G_M000_IG42:                ;; offset=0x0537
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG43:                ;; offset=0x053E
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG44:                ;; offset=0x0544
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG45:                ;; offset=0x054A
       cmp      dword ptr [rbp-0x48], 0
       je       G_M000_IG05
 
G_M000_IG46:                ;; offset=0x0554
       movsxd   rax, dword ptr [rbp-0x48]
       add      rax, qword ptr [rbp-0x40]
       mov      rcx, bword ptr [rbp-0xB8]
       mov      qword ptr [rcx], rax
       jmp      G_M000_IG05
 
G_M000_IG47:                ;; offset=0x056B
       mov      rcx, rax
       jmp      G_M000_IG15
 
G_M000_IG48:                ;; offset=0x0573
       xor      ecx, ecx
       jmp      G_M000_IG14
 
G_M000_IG49:                ;; offset=0x057A
       xor      ecx, ecx
       jmp      G_M000_IG09
 
G_M000_IG50:                ;; offset=0x0581
       mov      dword ptr [rbp-0x34], eax
       mov      ecx, dword ptr [rbp-0x34]
       jmp      G_M000_IG11
 
G_M000_IG51:                ;; offset=0x058C
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG52:                ;; offset=0x0592
       mov      dword ptr [rbp-0x34], ecx
       mov      rdi, 0x7F7AA9C2AD08
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       mov      ecx, dword ptr [rbp-0x34]
       jmp      G_M000_IG12
 
G_M000_IG53:                ;; offset=0x05AD
       mov      eax, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0xA0]
       mov      dword ptr [rdi+0x10], eax
       mov      eax, dword ptr [rbp-0x30]
       mov      dword ptr [rdi+0x14], eax
       mov      byte  ptr [rdi+0x18], 0
       mov      eax, r13d
 
G_M000_IG54:                ;; offset=0x05C7
       add      rsp, 200
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG55:                ;; offset=0x05D9
       mov      rdi, 0x7F7AA9C2ACC8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG03
 
G_M000_IG56:                ;; offset=0x05EE
       push     rax
 
G_M000_IG57:                ;; offset=0x05EF
       cmp      dword ptr [rbp-0x48], 0
       je       SHORT G_M000_IG59
 
G_M000_IG58:                ;; offset=0x05F5
       movsxd   rax, dword ptr [rbp-0x48]
       add      rax, qword ptr [rbp-0x40]
       mov      rcx, bword ptr [rbp-0xB8]
       mov      qword ptr [rcx], rax
 
G_M000_IG59:                ;; offset=0x0607
       add      rsp, 8
       ret      
 
G_M000_IG60:                ;; offset=0x060C
       push     rax
 
G_M000_IG61:                ;; offset=0x060D
       mov      rax, gword ptr [rbp-0xA8]
       mov      byte  ptr [rax+0x1A1], 0
 
G_M000_IG62:                ;; offset=0x061B
       add      rsp, 8
       ret      
 
G_M000_IG63:                ;; offset=0x0620
       push     rax
 
G_M000_IG64:                ;; offset=0x0621
       mov      eax, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0xA0]
       mov      dword ptr [rdi+0x10], eax
       mov      eax, dword ptr [rbp-0x30]
       mov      dword ptr [rdi+0x14], eax
       mov      byte  ptr [rdi+0x18], 0
 
G_M000_IG65:                ;; offset=0x0638
       add      rsp, 8
       ret      
 
; Total bytes of code 1597

; Assembly listing for method PerfBuf.Mailboxes.Mpsc.MpscLeanLanesConsumer`1[long]:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 11836
; 13 inlinees with PGO data; 12 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 200
       lea      rbp, [rsp+0xF0]
       xor      eax, eax
       mov      qword ptr [rbp-0x58], rax
       mov      gword ptr [rbp-0xA0], rdi
       mov      rbx, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x002C
       lea      r14, bword ptr [rdi+0x18]
       cmp      byte  ptr [r14], 0
       jne      G_M000_IG55
 
G_M000_IG03:                ;; offset=0x003A
       mov      byte  ptr [r14], 1
       mov      rdi, gword ptr [rbp-0xA0]
       mov      r14, gword ptr [rdi+0x08]
       xor      r13d, r13d
       mov      eax, dword ptr [rdi+0x10]
       mov      dword ptr [rbp-0x2C], eax
       mov      eax, dword ptr [rdi+0x14]
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG04:                ;; offset=0x0058
       xor      r12d, r12d
       jmp      SHORT G_M000_IG06
       align    [0 bytes for IG22]
 
G_M000_IG05:                ;; offset=0x005D
       mov      rax, gword ptr [rbp-0xA8]
       mov      byte  ptr [rax+0x1A1], 0
       mov      eax, dword ptr [rbp-0x48]
       mov      dword ptr [rbp-0x30], eax
       add      r13d, dword ptr [rbp-0x30]
       inc      r12d
 
G_M000_IG06:                ;; offset=0x0078
       mov      eax, dword ptr [r14+0x08]
       cmp      eax, r12d
       jle      G_M000_IG53
 
G_M000_IG07:                ;; offset=0x0085
       cmp      r13d, r15d
       jge      G_M000_IG53
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
       cmp      eax, ecx
       je       G_M000_IG49
 
G_M000_IG08:                ;; offset=0x009B
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
 
G_M000_IG09:                ;; offset=0x00A0
       mov      dword ptr [rbp-0x2C], ecx
       xor      edx, edx
       mov      dword ptr [rbp-0x30], edx
       cmp      ecx, eax
       jae      G_M000_IG51
       mov      eax, ecx
       mov      rax, gword ptr [r14+8*rax+0x10]
       mov      gword ptr [rbp-0xA8], rax
       mov      eax, r15d
       sub      eax, r13d
       cmp      eax, 256
       jle      G_M000_IG50
 
G_M000_IG10:                ;; offset=0x00CF
       mov      ecx, 256
 
G_M000_IG11:                ;; offset=0x00D4
       mov      rax, gword ptr [rbp-0xA8]
       cmp      byte  ptr [rax], al
       mov      rax, gword ptr [rbp-0xA8]
       add      rax, 417
       mov      bword ptr [rbp-0xB0], rax
       cmp      byte  ptr [rax], 0
       jne      G_M000_IG52
 
G_M000_IG12:                ;; offset=0x00FA
       mov      rax, bword ptr [rbp-0xB0]
       mov      byte  ptr [rax], 1
 
G_M000_IG13:                ;; offset=0x0104
       mov      rsi, gword ptr [rbp-0xA8]
       mov      rsi, gword ptr [rsi+0x10]
       mov      rax, qword ptr [rsi+0xA0]
       mov      rsi, gword ptr [rbp-0xA8]
       mov      qword ptr [rsi+0xA8], rax
       mov      rsi, gword ptr [rbp-0xA8]
       mov      rsi, gword ptr [rsi+0x08]
       mov      rdx, gword ptr [rbp-0xA8]
       mov      edx, dword ptr [rdx+0x18]
       mov      r8, gword ptr [rbp-0xA8]
       add      r8, 160
       mov      bword ptr [rbp-0xB8], r8
       mov      r8, bword ptr [rbp-0xB8]
       mov      r8, qword ptr [r8]
       mov      qword ptr [rbp-0x40], r8
       test     ecx, ecx
       jl       G_M000_IG48
 
G_M000_IG14:                ;; offset=0x0164
       sub      rax, qword ptr [rbp-0x40]
       movsxd   rcx, ecx
       cmp      rax, rcx
       jle      G_M000_IG47
 
G_M000_IG15:                ;; offset=0x0174
       mov      eax, ecx
       mov      dword ptr [rbp-0x44], eax
       xor      ecx, ecx
       mov      dword ptr [rbp-0x48], ecx
 
G_M000_IG16:                ;; offset=0x017E
       test     eax, eax
       jle      G_M000_IG45
 
G_M000_IG17:                ;; offset=0x0186
       lea      rcx, bword ptr [rsi+0x10]
       mov      bword ptr [rbp-0xC0], rcx
       and      edx, dword ptr [rbp-0x40]
       mov      r8d, dword ptr [rsi+0x08]
       sub      r8d, edx
       cmp      eax, r8d
       jle      G_M000_IG27
 
G_M000_IG18:                ;; offset=0x01A4
       mov      dword ptr [rbp-0x4C], r8d
       mov      dword ptr [rbp-0x48], r8d
       movsxd   rsi, edx
       lea      rdx, bword ptr [rcx+8*rsi]
       mov      bword ptr [rbp-0xD8], rdx
       cmp      byte  ptr [rbx], bl
       mov      rsi, rbx
       mov      r9, rdx
       mov      r10d, r8d
       xor      r11d, r11d
       mov      qword ptr [rbp-0x58], r11
       cmp      gword ptr [rsi+0x08], 0
       jne      G_M000_IG30
       mov      rcx, bword ptr [rbp-0xC0]
       mov      rsi, gword ptr [rsi]
       cmp      dword ptr [rsi+0x08], 1
       je       G_M000_IG36
 
G_M000_IG19:                ;; offset=0x01EB
       mov      dword ptr [rbp-0x8C], r10d
       test     r10d, r10d
       je       G_M000_IG28
 
G_M000_IG20:                ;; offset=0x01FB
       mov      bword ptr [rbp-0xE0], r9
       mov      rdx, qword ptr [r9]
       mov      qword ptr [rbp-0x78], rdx
       mov      r11, rdx
       sar      r11, 40
       mov      dword ptr [rbp-0x7C], r11d
       mov      rsi, gword ptr [rbx]
       mov      gword ptr [rbp-0xD0], rsi
       mov      edx, dword ptr [rsi+0x08]
       mov      dword ptr [rbp-0x90], edx
       cmp      edx, r11d
       jbe      G_M000_IG38
 
G_M000_IG21:                ;; offset=0x0230
       mov      r11d, dword ptr [rbp-0x7C]
       cmp      r11d, dword ptr [rbp-0x90]
       jae      G_M000_IG43
       mov      edx, r11d
       mov      rsi, gword ptr [rbp-0xD0]
       mov      rdx, qword ptr [rsi+8*rdx+0x10]
       inc      rdx
       mov      ecx, r11d
       shl      rcx, 40
       or       rcx, rdx
       xor      edx, edx
       xor      esi, esi
 
G_M000_IG22:                ;; offset=0x0261
       mov      r9, bword ptr [rbp-0xE0]
       mov      r8, qword ptr [r9+8*rsi]
       cmp      r8, rcx
       jne      G_M000_IG39
       add      rdx, rcx
       mov      qword ptr [rbp-0x88], rdx
       inc      rcx
       inc      esi
       mov      r10d, dword ptr [rbp-0x8C]
       cmp      esi, r10d
       mov      dword ptr [rbp-0x8C], r10d
       mov      rdx, qword ptr [rbp-0x88]
       jl       SHORT G_M000_IG22
 
G_M000_IG23:                ;; offset=0x029E
       mov      ecx, -1
 
G_M000_IG24:                ;; offset=0x02A3
       test     ecx, ecx
       jge      G_M000_IG40
       mov      r10d, dword ptr [rbp-0x8C]
       mov      esi, r10d
 
G_M000_IG25:                ;; offset=0x02B5
       mov      dword ptr [rbp-0x80], esi
       test     esi, esi
       je       G_M000_IG41
 
G_M000_IG26:                ;; offset=0x02C0
       mov      r11d, dword ptr [rbp-0x7C]
       mov      ecx, r11d
       mov      r8, gword ptr [rbp-0xD0]
       lea      rcx, bword ptr [r8+8*rcx+0x10]
       mov      esi, dword ptr [rbp-0x80]
       movsxd   r8, esi
       add      qword ptr [rcx], r8
       movsxd   rcx, esi
       add      qword ptr [rbx+0x18], rcx
       movsxd   rcx, esi
       mov      r8d, r11d
       shl      r8, 40
       imul     rcx, r8
       sub      rdx, rcx
       add      qword ptr [rbx+0x20], rdx
       mov      r10d, dword ptr [rbp-0x8C]
       cmp      esi, r10d
       ja       G_M000_IG42
       mov      ecx, esi
       mov      r9, bword ptr [rbp-0xE0]
       lea      r9, bword ptr [r9+8*rcx]
       sub      r10d, esi
       mov      rsi, r9
       mov      r9, rsi
       mov      rcx, bword ptr [rbp-0xC0]
       jmp      G_M000_IG19
 
G_M000_IG27:                ;; offset=0x032A
       mov      r8d, eax
       mov      eax, dword ptr [rbp-0x44]
       jmp      G_M000_IG18
 
G_M000_IG28:                ;; offset=0x0335
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      r8d, eax
       jge      G_M000_IG45
 
G_M000_IG29:                ;; offset=0x0342
       mov      dword ptr [rbp-0x48], eax
       mov      edx, eax
       sub      edx, r8d
       mov      rdi, rbx
       mov      rsi, rcx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG45
 
G_M000_IG30:                ;; offset=0x035B
       mov      rcx, bword ptr [rbp-0xC0]
       mov      rdx, bword ptr [rbp-0xD8]
       mov      bword ptr [rbp-0xE8], rdx
       xor      r9d, r9d
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      r9d, r8d
       jge      SHORT G_M000_IG28
 
G_M000_IG31:                ;; offset=0x037C
       mov      qword ptr [rbp-0x98], r9
       mov      rsi, qword ptr [rdx+8*r9]
       mov      r10, rsi
       sar      r10, 40
       mov      dword ptr [rbp-0x64], r10d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rsi
       mov      qword ptr [rbp-0x70], r11
       mov      rdx, gword ptr [rbx]
       mov      gword ptr [rbp-0xC8], rdx
       cmp      dword ptr [rdx+0x08], r10d
       jbe      G_M000_IG35
       mov      r9d, r10d
       mov      r9, qword ptr [rdx+8*r9+0x10]
       inc      r9
       cmp      r9, r11
       je       SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x03C7
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
 
G_M000_IG33:                ;; offset=0x03DA
       mov      r10d, dword ptr [rbp-0x64]
       mov      rdx, gword ptr [rbp-0xC8]
       cmp      r10d, dword ptr [rdx+0x08]
       jae      G_M000_IG43
       mov      esi, r10d
       mov      r11, qword ptr [rbp-0x70]
       mov      qword ptr [rdx+8*rsi+0x10], r11
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r11
       mov      rdx, gword ptr [rbx+0x08]
       test     rdx, rdx
       je       SHORT G_M000_IG34
       mov      esi, r10d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG44
       add      rsi, r11
       jo       G_M000_IG44
       sub      rsi, 1
       jo       G_M000_IG44
       movsxd   r9, esi
       cmp      rsi, r9
       jne      G_M000_IG44
       mov      rdi, rdx
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
 
G_M000_IG34:                ;; offset=0x044C
       mov      rsi, qword ptr [rbp-0x98]
       inc      esi
       mov      r8d, dword ptr [rbp-0x4C]
       cmp      esi, r8d
       mov      r9, rsi
       mov      rdx, bword ptr [rbp-0xE8]
       jl       G_M000_IG31
       jmp      G_M000_IG28
 
G_M000_IG35:                ;; offset=0x0471
       jmp      G_M000_IG32
 
G_M000_IG36:                ;; offset=0x0476
       lea      rsi, [rbp-0x58]
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:OpenRun(byref):long:this]
       mov      qword ptr [rbp-0x60], rax
       mov      rdi, bword ptr [rbp-0xD8]
       mov      esi, dword ptr [rbp-0x4C]
       lea      rcx, [rbp-0x58]
       mov      rdx, qword ptr [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int]
       test     eax, eax
       jl       SHORT G_M000_IG37
       cmp      eax, dword ptr [rbp-0x4C]
       jae      G_M000_IG43
       mov      ecx, eax
       mov      r9, bword ptr [rbp-0xD8]
       mov      rcx, qword ptr [r9+8*rcx]
       mov      esi, eax
       add      rsi, qword ptr [rbp-0x60]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x58]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
 
G_M000_IG37:                ;; offset=0x04CC
       movsxd   rsi, dword ptr [rbp-0x4C]
       add      rsi, qword ptr [rbp-0x60]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x58]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:CloseRun(long,long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rcx, bword ptr [rbp-0xC0]
       jmp      G_M000_IG28
 
G_M000_IG38:                ;; offset=0x04F0
       mov      rdi, rbx
       mov      rsi, qword ptr [rbp-0x78]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       jmp      G_M000_IG21
 
G_M000_IG39:                ;; offset=0x0505
       mov      ecx, esi
       jmp      G_M000_IG24
 
G_M000_IG40:                ;; offset=0x050C
       mov      esi, ecx
       jmp      G_M000_IG25
 
G_M000_IG41:                ;; offset=0x0513
       mov      qword ptr [rbp-0x88], rdx
       mov      rdi, rbx
       mov      rsi, qword ptr [rbp-0x78]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x44]
       mov      rdx, qword ptr [rbp-0x88]
       jmp      G_M000_IG26
 
G_M000_IG42:                ;; offset=0x0536
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG43:                ;; offset=0x053D
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG44:                ;; offset=0x0543
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG45:                ;; offset=0x0549
       cmp      dword ptr [rbp-0x48], 0
       je       G_M000_IG05
 
G_M000_IG46:                ;; offset=0x0553
       movsxd   rax, dword ptr [rbp-0x48]
       add      rax, qword ptr [rbp-0x40]
       mov      rcx, bword ptr [rbp-0xB8]
       mov      qword ptr [rcx], rax
       jmp      G_M000_IG05
 
G_M000_IG47:                ;; offset=0x056A
       mov      rcx, rax
       jmp      G_M000_IG15
 
G_M000_IG48:                ;; offset=0x0572
       xor      ecx, ecx
       jmp      G_M000_IG14
 
G_M000_IG49:                ;; offset=0x0579
       xor      ecx, ecx
       jmp      G_M000_IG09
 
G_M000_IG50:                ;; offset=0x0580
       mov      dword ptr [rbp-0x34], eax
       mov      ecx, dword ptr [rbp-0x34]
       jmp      G_M000_IG11
 
G_M000_IG51:                ;; offset=0x058B
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG52:                ;; offset=0x0591
       mov      dword ptr [rbp-0x34], ecx
       mov      rdi, 0x7F7AA9C2AD08
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       mov      ecx, dword ptr [rbp-0x34]
       jmp      G_M000_IG12
 
G_M000_IG53:                ;; offset=0x05AC
       mov      eax, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0xA0]
       mov      dword ptr [rdi+0x10], eax
       mov      eax, dword ptr [rbp-0x30]
       mov      dword ptr [rdi+0x14], eax
       mov      byte  ptr [rdi+0x18], 0
       mov      eax, r13d
 
G_M000_IG54:                ;; offset=0x05C6
       add      rsp, 200
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG55:                ;; offset=0x05D8
       mov      rdi, 0x7F7AA9C2ACC8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG03
 
G_M000_IG56:                ;; offset=0x05ED
       push     rax
 
G_M000_IG57:                ;; offset=0x05EE
       cmp      dword ptr [rbp-0x48], 0
       je       SHORT G_M000_IG59
 
G_M000_IG58:                ;; offset=0x05F4
       movsxd   rax, dword ptr [rbp-0x48]
       add      rax, qword ptr [rbp-0x40]
       mov      rcx, bword ptr [rbp-0xB8]
       mov      qword ptr [rcx], rax
 
G_M000_IG59:                ;; offset=0x0606
       add      rsp, 8
       ret      
 
G_M000_IG60:                ;; offset=0x060B
       push     rax
 
G_M000_IG61:                ;; offset=0x060C
       mov      rax, gword ptr [rbp-0xA8]
       mov      byte  ptr [rax+0x1A1], 0
 
G_M000_IG62:                ;; offset=0x061A
       add      rsp, 8
       ret      
 
G_M000_IG63:                ;; offset=0x061F
       push     rax
 
G_M000_IG64:                ;; offset=0x0620
       mov      eax, dword ptr [rbp-0x2C]
       mov      rdi, gword ptr [rbp-0xA0]
       mov      dword ptr [rdi+0x10], eax
       mov      eax, dword ptr [rbp-0x30]
       mov      dword ptr [rdi+0x14], eax
       mov      byte  ptr [rdi+0x18], 0
 
G_M000_IG65:                ;; offset=0x0637
       add      rsp, 8
       ret      
 
; Total bytes of code 1596

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitForProducers(byref,PerfBuf.Experiments.Harness.WorkerGroup) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 30
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
       add      r14, qword ptr [(reloc 0x7f7ab9c4b140)]
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
       mov      rsi, 0x7F7AA9C2AE50
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
       mov      rsi, 0x7F7AA9C2AE80
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

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:NewBackoff(int):PerfBuf.Core.Waiting.Backoff (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 42
; 3 inlinees with PGO data; 2 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     rbx
       sub      rsp, 32
       lea      rbp, [rsp+0x40]
       mov      ebx, edi
 
G_M000_IG02:                ;; offset=0x0013
       cmp      ebx, 2
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0018
       xor      ebx, ebx
       xor      r15d, r15d
       xor      r14d, r14d
       mov      r13d, 1
 
G_M000_IG04:                ;; offset=0x0026
       mov      eax, r15d
       shl      rax, 32
       mov      edi, ebx
       or       rax, rdi
       mov      edx, r13d
       shl      rdx, 32
       mov      edi, r14d
       or       rdx, rdi
 
G_M000_IG05:                ;; offset=0x003F
       add      rsp, 32
       pop      rbx
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x004C
       cmp      ebx, 2
       ja       SHORT G_M000_IG07
       mov      edi, ebx
       lea      rsi, [reloc @RWD00]
       mov      esi, dword ptr [rsi+4*rdi]
       lea      rdx, G_M000_IG02
       add      rsi, rdx
       jmp      rsi
 
G_M000_IG07:                ;; offset=0x0069
       mov      rdi, 0x7F7ABB374300
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      dword ptr [r15+0x08], ebx
       mov      rdi, 0x7F7ABAEEEB30
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      edi, 0x5C2
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      r14, rax
       mov      edi, 0x5D2
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rcx, rax
       mov      rsi, r14
       mov      rdx, r15
       mov      rdi, rbx
       call     [System.ArgumentOutOfRangeException:.ctor(System.String,System.Object,System.String):this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG08:                ;; offset=0x00D9
       vxorps   xmm0, xmm0, xmm0
       vmovups  xmmword ptr [rbp-0x40], xmm0
       lea      rdi, [rbp-0x40]
       mov      esi, 256
       mov      edx, 1
       call     [PerfBuf.Core.Waiting.Backoff:.ctor(int,int):this]
       mov      ebx, dword ptr [rbp-0x40]
       mov      r15d, dword ptr [rbp-0x3C]
       mov      r14d, dword ptr [rbp-0x38]
       mov      r13d, dword ptr [rbp-0x34]
       jmp      G_M000_IG04
 
G_M000_IG09:                ;; offset=0x010A
       vxorps   xmm0, xmm0, xmm0
       vmovups  xmmword ptr [rbp-0x30], xmm0
       lea      rdi, [rbp-0x30]
       mov      esi, 0x1000
       mov      edx, 256
       call     [PerfBuf.Core.Waiting.Backoff:.ctor(int,int):this]
       mov      ebx, dword ptr [rbp-0x30]
       mov      r15d, dword ptr [rbp-0x2C]
       mov      r14d, dword ptr [rbp-0x28]
       mov      r13d, dword ptr [rbp-0x24]
       jmp      G_M000_IG04
 
RWD00  	dd	000000C6h ; case G_M000_IG08
       	dd	000000F7h ; case G_M000_IG09
       	dd	00000005h ; case G_M000_IG03

; Total bytes of code 315

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
       mov      rsi, 0x7F7ABB372888
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
       mov      rsi, 0x7F7ABB372888
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
       mov      rax, 0x7F6EDF002968
       mov      rax, gword ptr [rax]
 
G_M000_IG03:                ;; offset=0x000D
       ret      
 
; Total bytes of code 14

; Assembly listing for method PerfBuf.Experiments.Harness.BenchWorker:Join():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 19 inlinees with PGO data; 33 single block inlinees; 3 inlinees without PGO data

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
       jne      G_M000_IG51
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x007C
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG54
 
G_M000_IG04:                ;; offset=0x008A
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG49
 
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
       je       G_M000_IG27
 
G_M000_IG08:                ;; offset=0x00CA
       test     byte  ptr [(reloc 0x7f7abc4d5dd0)], 1
       je       G_M000_IG56
 
G_M000_IG09:                ;; offset=0x00D7
       mov      rdi, 0x7F6EDF0029A0
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG57
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG28
 
G_M000_IG10:                ;; offset=0x00FA
       xor      rsi, rsi
       xor      edx, edx
       jmp      G_M000_IG29
 
G_M000_IG11:                ;; offset=0x0103
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG19
       mov      eax, dword ptr [rbp-0x38]
       add      eax, -10
       test     al, 1
       jne      G_M000_IG19
 
G_M000_IG12:                ;; offset=0x011B
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
       je       SHORT G_M000_IG18
 
G_M000_IG13:                ;; offset=0x0146
       mov      rax, 0x7F7ABAC71058
       mov      qword ptr [rbp-0x68], rax
       lea      rax, G_M000_IG16
       mov      qword ptr [rbp-0x58], rax
       lea      rax, [rbp-0x78]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG14:                ;; offset=0x016C
       mov      rax, 0x7F7B3906F770
 
G_M000_IG15:                ;; offset=0x0176
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG16:                ;; offset=0x0178
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7f7b392cec80)], 0
       je       SHORT G_M000_IG17
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG17:                ;; offset=0x018C
       mov      rdi, qword ptr [rbp-0x70]
       mov      qword ptr [r15+0x08], rdi
       jmp      SHORT G_M000_IG21
 
G_M000_IG18:                ;; offset=0x0196
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG21
 
G_M000_IG19:                ;; offset=0x01A0
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG52
 
G_M000_IG20:                ;; offset=0x01AF
       mov      edi, eax
       call     [System.Threading.Thread:SpinWait(int)]
 
G_M000_IG21:                ;; offset=0x01B7
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG53
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG22:                ;; offset=0x01C9
       mov      dword ptr [rbp-0x38], edi
       mov      r14, gword ptr [rbp-0x90]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG49
 
G_M000_IG23:                ;; offset=0x01E1
       cmp      dword ptr [rbp-0x38], 100
       jl       G_M000_IG06
 
G_M000_IG24:                ;; offset=0x01EB
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG06
 
G_M000_IG25:                ;; offset=0x020B
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG06
 
G_M000_IG26:                ;; offset=0x0216
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG06
       jmp      G_M000_IG54
 
G_M000_IG27:                ;; offset=0x0229
       mov      rdi, 0x7F7AB9C447B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       lea      rdi, bword ptr [r14+0x08]
       test     rdi, rdi
       je       G_M000_IG55
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG08
 
G_M000_IG28:                ;; offset=0x0254
       mov      rdx, r14
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
       mov      rsi, rax
 
G_M000_IG29:                ;; offset=0x0265
       mov      gword ptr [rbp-0xA0], rsi
       mov      qword ptr [rbp-0x80], rdx
 
G_M000_IG30:                ;; offset=0x0270
       mov      rdi, gword ptr [r14+0x08]
       mov      gword ptr [rbp-0x98], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG31:                ;; offset=0x0280
       cmp      gword ptr [rbp-0x98], 0
       je       G_M000_IG41
       mov      rdi, gword ptr [rbp-0x98]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG42
 
G_M000_IG32:                ;; offset=0x02A2
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG33:                ;; offset=0x02A9
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG45
 
G_M000_IG34:                ;; offset=0x02B7
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG36
 
G_M000_IG35:                ;; offset=0x02BE
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG43
 
G_M000_IG36:                ;; offset=0x02CC
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG38
 
G_M000_IG37:                ;; offset=0x02EB
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG44
 
G_M000_IG38:                ;; offset=0x0302
       mov      rdi, gword ptr [r14+0x08]
       mov      esi, r13d
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG40
 
G_M000_IG39:                ;; offset=0x0313
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG33
 
G_M000_IG40:                ;; offset=0x032D
       call     G_M000_IG60
       jmp      SHORT G_M000_IG44
 
G_M000_IG41:                ;; offset=0x0334
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG42:                ;; offset=0x033D
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG32
 
G_M000_IG43:                ;; offset=0x034F
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG44:                ;; offset=0x035A
       call     G_M000_IG63
       jmp      SHORT G_M000_IG48
 
G_M000_IG45:                ;; offset=0x0361
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG46:                ;; offset=0x036F
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG49
 
G_M000_IG47:                ;; offset=0x0379
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG49
       jmp      G_M000_IG58
 
G_M000_IG48:                ;; offset=0x03A0
       call     G_M000_IG68
       nop      
 
G_M000_IG49:                ;; offset=0x03A6
       mov      rbx, gword ptr [rbp-0x88]
       mov      r14, gword ptr [rbx+0x30]
       test     r14, r14
       jne      G_M000_IG59
 
G_M000_IG50:                ;; offset=0x03BA
       add      rsp, 120
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG51:                ;; offset=0x03C9
       mov      rdi, r14
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG52:                ;; offset=0x03D3
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG20
       mov      eax, dword ptr [rbp-0x38]
       mov      edi, 1
       shlx     eax, edi, eax
       jmp      G_M000_IG20
 
G_M000_IG53:                ;; offset=0x03FA
       mov      edi, 10
       jmp      G_M000_IG22
 
G_M000_IG54:                ;; offset=0x0404
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG55:                ;; offset=0x040F
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG56:                ;; offset=0x0416
       mov      rdi, 0x7F7ABC4D5D20
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG09
 
G_M000_IG57:                ;; offset=0x042B
       mov      edi, 0xA45
       mov      rsi, 0x7F7AB9C44000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG58:                ;; offset=0x044A
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG49
 
G_M000_IG59:                ;; offset=0x0460
       mov      rdi, gword ptr [rbx+0x08]
       mov      rbx, gword ptr [rdi+0x18]
       mov      rdi, 0x7F7ABB3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      edi, 521
       mov      rsi, 0x7F7ABB147A00
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
 
G_M000_IG60:                ;; offset=0x04CF
       push     rax
       vzeroupper 
 
G_M000_IG61:                ;; offset=0x04D3
       mov      r14, gword ptr [rbp-0x90]
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG62:                ;; offset=0x04F0
       add      rsp, 8
       ret      
 
G_M000_IG63:                ;; offset=0x04F5
       push     rax
       vzeroupper 
 
G_M000_IG64:                ;; offset=0x04F9
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG66
 
G_M000_IG65:                ;; offset=0x04FF
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG66:                ;; offset=0x050C
       nop      
 
G_M000_IG67:                ;; offset=0x050D
       add      rsp, 8
       ret      
 
G_M000_IG68:                ;; offset=0x0512
       push     rax
       vzeroupper 
 
G_M000_IG69:                ;; offset=0x0516
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG72
 
G_M000_IG70:                ;; offset=0x0520
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG72
 
G_M000_IG71:                ;; offset=0x0542
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG72:                ;; offset=0x0553
       nop      
 
G_M000_IG73:                ;; offset=0x0554
       add      rsp, 8
       ret      
 
; Total bytes of code 1369

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
       mov      rdi, 0x7F7ABB3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      edi, 521
       mov      rsi, 0x7F7ABB147A00
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
       mov      rdi, 0x7F7ABAEF9D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7F7ABB147A00
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

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1+<>c__DisplayClass6_1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:<.ctor>b__0(PerfBuf.Experiments.Harness.BenchWorker):this (Tier1)
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
       call     [r15+0x18]PerfBuf.Experiments.Harness.ProduceLoop`1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:Invoke(PerfBuf.Experiments.E02.MpscLeanLanesPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff):this
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

; Assembly listing for method PerfBuf.Experiments.E02.MpscLeanLanesLoops:Produce(PerfBuf.Experiments.E02.MpscLeanLanesPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 5 inlinees with PGO data; 11 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       mov      ebx, edx
       mov      r15, rcx
       mov      r14, r8
 
G_M000_IG02:                ;; offset=0x001E
       cmp      ebx, dword ptr [rdi+0x08]
       jae      G_M000_IG18
       mov      esi, ebx
       mov      r13, gword ptr [rdi+8*rsi+0x10]
       mov      r12, r13
       vmovups  xmm0, xmmword ptr [rbp+0x10]
       vmovups  xmmword ptr [rbp-0x40], xmm0
       mov      rsi, 0x7F6EDF002968
       mov      rax, gword ptr [rsi]
       mov      gword ptr [rbp-0x80], rax
       test     rax, rax
       jne      G_M000_IG09
 
G_M000_IG03:                ;; offset=0x0055
       mov      r13d, 1
       test     r15, r15
       jle      SHORT G_M000_IG08
       jmp      SHORT G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0062
       inc      r13
       cmp      r13, r15
       jg       SHORT G_M000_IG08
 
G_M000_IG05:                ;; offset=0x006A
       mov      eax, ebx
       shl      rax, 40
       or       rax, r13
       mov      qword ptr [rbp-0x30], rax
       mov      qword ptr [rbp-0x70], rax
       mov      rcx, qword ptr [r12+0xA0]
       cmp      rcx, qword ptr [r12+0xA8]
       jne      G_M000_IG16
       lea      rsi, [rbp-0x70]
       mov      rdi, r12
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG06:                ;; offset=0x009E
       test     eax, eax
       je       SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x00A2
       cmp      eax, 2
       je       G_M000_IG17
       lea      rcx, [rbp-0x40]
       mov      rdi, r12
       mov      rsi, qword ptr [rbp-0x30]
       mov      rdx, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       jne      SHORT G_M000_IG04
 
G_M000_IG08:                ;; offset=0x00C3
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00D2
       vmovups  xmm0, xmmword ptr [rbp-0x40]
       vmovups  xmmword ptr [rbp-0x58], xmm0
       mov      r12d, 1
       test     r15, r15
       jle      SHORT G_M000_IG08
 
G_M000_IG10:                ;; offset=0x00E7
       mov      ecx, ebx
       imul     rcx, r15
       jo       G_M000_IG19
       mov      qword ptr [rbp-0x78], rcx
 
G_M000_IG11:                ;; offset=0x00F7
       mov      edx, ebx
       shl      rdx, 40
       or       rdx, r12
       mov      qword ptr [rbp-0x48], rdx
       mov      rdi, rcx
       add      rdi, r12
       jo       G_M000_IG19
       sub      rdi, 1
       jo       G_M000_IG19
       movsxd   rsi, edi
       cmp      rdi, rsi
       jne      G_M000_IG19
       mov      dword ptr [rbp-0x5C], edi
       mov      rsi, gword ptr [rax+0x08]
       mov      gword ptr [rbp-0x88], rsi
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      esi, dword ptr [rbp-0x5C]
       mov      rdi, gword ptr [rbp-0x88]
       cmp      esi, dword ptr [rdi+0x08]
       jae      G_M000_IG18
       mov      dword ptr [rdi+4*rsi+0x10], eax
       mov      rax, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x68], rax
       mov      rcx, qword ptr [r13+0xA0]
       cmp      rcx, qword ptr [r13+0xA8]
       jne      SHORT G_M000_IG15
       lea      rsi, [rbp-0x68]
       mov      rdi, r13
       call     [PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:PushSlow(byref):int:this]
 
G_M000_IG12:                ;; offset=0x0175
       test     eax, eax
       je       SHORT G_M000_IG14
 
G_M000_IG13:                ;; offset=0x0179
       cmp      eax, 2
       je       G_M000_IG17
       lea      rcx, [rbp-0x58]
       mov      rdi, r13
       mov      rsi, qword ptr [rbp-0x48]
       mov      rdx, r14
       call     [PerfBuf.Experiments.Harness.Loops:WaitAndPush[PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush](PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush,long,PerfBuf.Experiments.Harness.BenchWorker,byref):bool]
       test     eax, eax
       je       G_M000_IG08
 
G_M000_IG14:                ;; offset=0x019E
       inc      r12
       cmp      r12, r15
       mov      rax, gword ptr [rbp-0x80]
       mov      rcx, qword ptr [rbp-0x78]
       jle      G_M000_IG11
       jmp      G_M000_IG08
 
G_M000_IG15:                ;; offset=0x01B7
       mov      rdi, gword ptr [r13+0x08]
       cmp      byte  ptr [rdi], dil
       mov      esi, ecx
       and      esi, dword ptr [r13+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x68]
       mov      qword ptr [rdi+8*rsi], rdx
       inc      rcx
       mov      qword ptr [r13+0xA0], rcx
       xor      ecx, ecx
       mov      eax, ecx
       jmp      SHORT G_M000_IG12
 
G_M000_IG16:                ;; offset=0x01E3
       mov      rdi, gword ptr [r12+0x08]
       cmp      byte  ptr [rdi], dil
       mov      esi, ecx
       and      esi, dword ptr [r12+0x18]
       movsxd   rsi, esi
       add      rdi, 16
       mov      rdx, qword ptr [rbp-0x70]
       mov      qword ptr [rdi+8*rsi], rdx
       inc      rcx
       mov      qword ptr [r12+0xA0], rcx
       xor      ecx, ecx
       mov      eax, ecx
       jmp      G_M000_IG06
 
G_M000_IG17:                ;; offset=0x0215
       mov      edi, 0x8E8
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG18:                ;; offset=0x0234
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG19:                ;; offset=0x023A
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 576

; Assembly listing for method PerfBuf.Experiments.E02.MpscLeanLanesPort:Lane(int):PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]:this (Tier1)
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
       mov      rax, gword ptr [rdi]
       cmp      esi, dword ptr [rax+0x08]
       jae      SHORT G_M000_IG04
       mov      ecx, esi
       mov      rax, gword ptr [rax+8*rcx+0x10]
 
G_M000_IG03:                ;; offset=0x0010
       add      rsp, 8
       ret      
 
G_M000_IG04:                ;; offset=0x0015
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
; Total bytes of code 27

; Assembly listing for method PerfBuf.Experiments.E02.MpscLeanLanesLoops+LeanLanePush:.ctor(PerfBuf.Mailboxes.Spsc.SpscLeanProducer`1[long]):this (Tier1)
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
       call     CORINFO_HELP_CHECKED_ASSIGN_REF
       nop      
 
G_M000_IG03:                ;; offset=0x0006
       ret      
 
; Total bytes of code 7

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 197
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
       mov      rax, 0x7F7ABC4D4728
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
       mov      rdi, 0x7F7ABB3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F7ABB147A00
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
       mov      r11, 0x7F7AB9C51008
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      rdi, rax
       mov      bword ptr [rbp-0x28], rdi
 
G_M000_IG08:                ;; offset=0x00E4
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, qword ptr [rdi]
       mov      r11, 0x7F7AB9C51010
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       je       G_M000_IG10
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7F7AB9C51018
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r15, gword ptr [rbx+0x30]
       test     r15, r15
       je       SHORT G_M000_IG08
       mov      rdi, gword ptr [rbx+0x08]
       mov      r14, gword ptr [rdi+0x18]
       mov      rdi, 0x7F7ABB3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F7ABB147A00
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
       mov      r11, 0x7F7AB9C51020
       call     [r11]System.IDisposable:Dispose():this
       jmp      G_M000_IG04
 
G_M000_IG11:                ;; offset=0x01A2
       push     rax
 
G_M000_IG12:                ;; offset=0x01A3
       cmp      bword ptr [rbp-0x28], 0
       je       SHORT G_M000_IG13
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7F7AB9C51020
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG13:                ;; offset=0x01BB
       nop      
 
G_M000_IG14:                ;; offset=0x01BC
       add      rsp, 8
       ret      
 
; Total bytes of code 449

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:JoinAll():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 62
; 24 inlinees with PGO data; 38 single block inlinees; 4 inlinees without PGO data

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
       mov      rdi, 0x7F7ABC4D4728
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG77
       mov      r15d, dword ptr [rbx+0x08]
       test     r15d, r15d
       jne      G_M000_IG75
 
G_M000_IG03:                ;; offset=0x007D
       mov      rdi, 0x7F7ABC4D82B8
       test     byte  ptr [(reloc 0x7f7abc4d8380)], 1
       je       G_M000_IG76
 
G_M000_IG04:                ;; offset=0x0094
       mov      rdi, 0x7F6EDF0029F8
       mov      r14, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x00A1
       mov      gword ptr [rbp-0x90], r14
 
G_M000_IG06:                ;; offset=0x00A8
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7F7ABC4D82B8
       cmp      rbx, rdi
       jne      G_M000_IG66
       mov      edi, dword ptr [r14+0x08]
       inc      edi
       mov      ebx, dword ptr [r14+0x0C]
       cmp      edi, ebx
       jae      G_M000_IG58
 
G_M000_IG07:                ;; offset=0x00D7
       mov      dword ptr [r14+0x08], edi
       mov      edi, dword ptr [r14+0x08]
       cmp      edi, dword ptr [r14+0x0C]
       jae      G_M000_IG67
       mov      r11, gword ptr [r14+0x10]
       cmp      edi, dword ptr [r11+0x08]
       jae      G_M000_IG73
       mov      rbx, gword ptr [r11+8*rdi+0x10]
 
G_M000_IG08:                ;; offset=0x00FC
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
 
G_M000_IG09:                ;; offset=0x012F
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG69
 
G_M000_IG10:                ;; offset=0x013D
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG57
 
G_M000_IG11:                ;; offset=0x0151
       mov      ebx, -1
       mov      rax, gword ptr [rbp-0xA0]
       mov      r15d, dword ptr [rax+0x18]
       and      r15d, 0x3FF80000
       shr      r15d, 19
       xor      eax, eax
       mov      dword ptr [rbp-0x38], eax
 
G_M000_IG12:                ;; offset=0x0171
       cmp      dword ptr [rbp-0x38], r15d
       jl       SHORT G_M000_IG17
 
G_M000_IG13:                ;; offset=0x0177
       mov      rdi, gword ptr [rbp-0xA0]
       cmp      gword ptr [rdi+0x08], 0
       je       G_M000_IG34
 
G_M000_IG14:                ;; offset=0x0189
       test     byte  ptr [(reloc 0x7f7abc4d5dd0)], 1
       je       G_M000_IG64
 
G_M000_IG15:                ;; offset=0x0196
       mov      rdi, 0x7F6EDF0029A0
       mov      rsi, gword ptr [rdi]
       test     rsi, rsi
       je       G_M000_IG71
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG35
 
G_M000_IG16:                ;; offset=0x01B9
       xor      rax, rax
       xor      edx, edx
       jmp      G_M000_IG36
 
G_M000_IG17:                ;; offset=0x01C2
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG25
       mov      ecx, dword ptr [rbp-0x38]
       add      ecx, -10
       test     cl, 1
       jne      G_M000_IG25
 
G_M000_IG18:                ;; offset=0x01DB
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
       je       SHORT G_M000_IG24
 
G_M000_IG19:                ;; offset=0x0200
       mov      rax, 0x7F7ABAC71058
       mov      qword ptr [rbp-0x70], rax
       lea      rax, G_M000_IG22
       mov      qword ptr [rbp-0x60], rax
       mov      rax, qword ptr [rbp-0x48]
       lea      rcx, [rbp-0x80]
       mov      qword ptr [rax+0x08], rcx
       mov      rax, qword ptr [rbp-0x48]
       mov      byte  ptr [rax+0x04], 0
 
G_M000_IG20:                ;; offset=0x022D
       mov      rax, 0x7F7B3906F770
 
G_M000_IG21:                ;; offset=0x0237
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG22:                ;; offset=0x0239
       mov      rcx, qword ptr [rbp-0x48]
       mov      byte  ptr [rcx+0x04], 1
       cmp      dword ptr [(reloc 0x7f7b392cec80)], 0
       je       SHORT G_M000_IG23
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG23:                ;; offset=0x0250
       mov      rdi, qword ptr [rbp-0x48]
       mov      rax, qword ptr [rbp-0x78]
       mov      qword ptr [rdi+0x08], rax
       jmp      SHORT G_M000_IG28
 
G_M000_IG24:                ;; offset=0x025E
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG28
 
G_M000_IG25:                ;; offset=0x0268
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG60
 
G_M000_IG26:                ;; offset=0x0277
       cmp      eax, 0x400
       jge      G_M000_IG62
       mov      edi, eax
       mov      rax, 0x7F7B3906F410
 
G_M000_IG27:                ;; offset=0x028E
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7f7b392cec80)], 0
       jne      G_M000_IG61
 
G_M000_IG28:                ;; offset=0x029D
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG63
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG29:                ;; offset=0x02AF
       mov      dword ptr [rbp-0x38], edi
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG57
 
G_M000_IG30:                ;; offset=0x02C6
       cmp      dword ptr [rbp-0x38], 100
       mov      r14, gword ptr [rbp-0x90]
       jl       G_M000_IG12
 
G_M000_IG31:                ;; offset=0x02D7
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG12
 
G_M000_IG32:                ;; offset=0x02F7
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG12
 
G_M000_IG33:                ;; offset=0x0302
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG12
       jmp      G_M000_IG69
 
G_M000_IG34:                ;; offset=0x0315
       mov      rdi, 0x7F7AB9C447B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       mov      rdi, gword ptr [rbp-0xA0]
       add      rdi, 8
       test     rdi, rdi
       je       G_M000_IG70
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG14
 
G_M000_IG35:                ;; offset=0x0347
       mov      rdx, gword ptr [rbp-0xA0]
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
 
G_M000_IG36:                ;; offset=0x0359
       mov      gword ptr [rbp-0xB0], rax
       mov      qword ptr [rbp-0x88], rdx
 
G_M000_IG37:                ;; offset=0x0367
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0xA8], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG38:                ;; offset=0x037E
       cmp      gword ptr [rbp-0xA8], 0
       je       G_M000_IG48
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG49
 
G_M000_IG39:                ;; offset=0x03A0
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG40:                ;; offset=0x03A7
       mov      rsi, gword ptr [rbp-0xA0]
       test     dword ptr [rsi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG52
 
G_M000_IG41:                ;; offset=0x03BB
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG43
 
G_M000_IG42:                ;; offset=0x03C2
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG50
 
G_M000_IG43:                ;; offset=0x03D0
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG45
 
G_M000_IG44:                ;; offset=0x03FF
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG51
 
G_M000_IG45:                ;; offset=0x0420
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      esi, ebx
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG47
 
G_M000_IG46:                ;; offset=0x0437
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG40
 
G_M000_IG47:                ;; offset=0x045B
       call     G_M000_IG79
       jmp      SHORT G_M000_IG51
 
G_M000_IG48:                ;; offset=0x0462
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG49:                ;; offset=0x046B
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG39
 
G_M000_IG50:                ;; offset=0x047D
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG51:                ;; offset=0x0488
       call     G_M000_IG82
       jmp      SHORT G_M000_IG56
 
G_M000_IG52:                ;; offset=0x048F
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       SHORT G_M000_IG54
 
G_M000_IG53:                ;; offset=0x049F
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
       nop      
 
G_M000_IG54:                ;; offset=0x04AF
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG57
 
G_M000_IG55:                ;; offset=0x04B9
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG57
       jmp      G_M000_IG65
 
G_M000_IG56:                ;; offset=0x04E3
       call     G_M000_IG90
       nop      
 
G_M000_IG57:                ;; offset=0x04E9
       mov      rdi, gword ptr [rbp-0x98]
       mov      rbx, gword ptr [rdi+0x30]
       test     rbx, rbx
       je       G_M000_IG06
       jmp      G_M000_IG72
 
G_M000_IG58:                ;; offset=0x0502
       mov      dword ptr [r14+0x08], ebx
       jmp      G_M000_IG74
 
G_M000_IG59:                ;; offset=0x050B
       mov      rdi, r14
       mov      r11, 0x7F7AB9C51038
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r14, gword ptr [rbp-0x90]
       jmp      G_M000_IG08
 
G_M000_IG60:                ;; offset=0x052A
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG26
       mov      eax, dword ptr [rbp-0x38]
       mov      edi, 1
       shlx     eax, edi, eax
       jmp      G_M000_IG26
 
G_M000_IG61:                ;; offset=0x0551
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG28
 
G_M000_IG62:                ;; offset=0x055B
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG28
 
G_M000_IG63:                ;; offset=0x0568
       mov      edi, 10
       jmp      G_M000_IG29
 
G_M000_IG64:                ;; offset=0x0572
       mov      rdi, 0x7F7ABC4D5D20
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG15
 
G_M000_IG65:                ;; offset=0x0587
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG57
 
G_M000_IG66:                ;; offset=0x05A0
       mov      rdi, r14
       mov      r11, 0x7F7AB9C51030
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      G_M000_IG59
       jmp      G_M000_IG78
 
G_M000_IG67:                ;; offset=0x05BD
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG68:                ;; offset=0x05C4
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG69:                ;; offset=0x05D2
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG70:                ;; offset=0x05DD
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG71:                ;; offset=0x05E4
       mov      edi, 0xA45
       mov      rsi, 0x7F7AB9C44000
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG72:                ;; offset=0x0603
       mov      rdi, gword ptr [rbp-0x98]
       mov      rdi, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rdi+0x18]
       mov      rdi, 0x7F7ABB3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F7ABB147A00
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
 
G_M000_IG73:                ;; offset=0x0679
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG74:                ;; offset=0x067F
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG75:                ;; offset=0x0691
       mov      rdi, 0x7F7ABC4D82B8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], -1
       mov      dword ptr [r14+0x0C], r15d
       lea      rdi, bword ptr [r14+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG76:                ;; offset=0x06C0
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG77:                ;; offset=0x06CB
       mov      rdi, rbx
       mov      r11, 0x7F7AB9C51028
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r14, rax
       jmp      G_M000_IG05
 
G_M000_IG78:                ;; offset=0x06E3
       mov      rdi, r14
       mov      r11, 0x7F7AB9C51040
       call     [r11]System.IDisposable:Dispose():this
       jmp      SHORT G_M000_IG74
 
G_M000_IG79:                ;; offset=0x06F5
       push     rax
       vzeroupper 
 
G_M000_IG80:                ;; offset=0x06F9
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG81:                ;; offset=0x0719
       add      rsp, 8
       ret      
 
G_M000_IG82:                ;; offset=0x071E
       push     rax
       vzeroupper 
 
G_M000_IG83:                ;; offset=0x0722
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG88
 
G_M000_IG84:                ;; offset=0x0728
       cmp      gword ptr [rbp-0xA8], 0
       jne      SHORT G_M000_IG86
 
G_M000_IG85:                ;; offset=0x0732
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG86:                ;; offset=0x073B
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       SHORT G_M000_IG88
 
G_M000_IG87:                ;; offset=0x074B
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
 
G_M000_IG88:                ;; offset=0x075A
       nop      
 
G_M000_IG89:                ;; offset=0x075B
       add      rsp, 8
       ret      
 
G_M000_IG90:                ;; offset=0x0760
       push     rax
       vzeroupper 
 
G_M000_IG91:                ;; offset=0x0764
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG94
 
G_M000_IG92:                ;; offset=0x076E
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG94
 
G_M000_IG93:                ;; offset=0x0793
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG94:                ;; offset=0x07A7
       nop      
 
G_M000_IG95:                ;; offset=0x07A8
       add      rsp, 8
       ret      
 
G_M000_IG96:                ;; offset=0x07AD
       push     rax
       vzeroupper 
 
G_M000_IG97:                ;; offset=0x07B1
       cmp      gword ptr [rbp-0x90], 0
       je       SHORT G_M000_IG99
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7F7ABC4D82B8
       cmp      rbx, rdi
       je       SHORT G_M000_IG99
 
G_M000_IG98:                ;; offset=0x07D4
       mov      rdi, r14
       mov      r11, 0x7F7AB9C51040
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG99:                ;; offset=0x07E4
       nop      
 
G_M000_IG100:                ;; offset=0x07E5
       add      rsp, 8
       ret      
 
; Total bytes of code 2026

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Complete():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 62
; 55 inlinees with PGO data; 68 single block inlinees; 16 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 376
       lea      rbp, [rsp+0x1A0]
       xor      eax, eax
       mov      qword ptr [rbp-0x138], rax
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0x130], zmm8
       vmovdqu32 zmmword ptr [rbp-0xF0], zmm8
       vmovdqu32 zmmword ptr [rbp-0xB0], zmm8
       vmovdqu32 zmmword ptr [rbp-0x70], zmm8
       mov      qword ptr [rbp-0x30], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0056
       xor      r15d, r15d
       jmp      G_M000_IG12
 
G_M000_IG03:                ;; offset=0x005E
       add      rdi, -4
       mov      rdx, 0x7F7AA9C0E004
       shl      ecx, 2
       mov      ecx, dword ptr [rdx+rcx]
       mov      dword ptr [rdi], ecx
 
G_M000_IG04:                ;; offset=0x0074
       xor      edi, edi
       mov      bword ptr [rbp-0x88], rdi
       mov      edi, 1
 
G_M000_IG05:                ;; offset=0x0082
       xor      rcx, rcx
       mov      bword ptr [rbp-0x88], rcx
       test     edi, edi
       je       G_M000_IG46
       mov      edi, dword ptr [rbp-0x40]
       add      edi, dword ptr [rbp-0x80]
       mov      dword ptr [rbp-0x40], edi
 
G_M000_IG06:                ;; offset=0x009C
       mov      esi, dword ptr [rbp-0x40]
       cmp      esi, dword ptr [rbp-0x30]
       ja       G_M000_IG83
       mov      rdi, bword ptr [rbp-0x38]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      r12, rax
       mov      rax, gword ptr [rbp-0x48]
       mov      gword ptr [rbp-0x168], rax
       xor      rdi, rdi
       mov      gword ptr [rbp-0x48], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu  xmmword ptr [rbp-0x38], xmm0
 
G_M000_IG07:                ;; offset=0x00CE
       mov      dword ptr [rbp-0x40], edi
       test     rax, rax
       je       G_M000_IG11
 
G_M000_IG08:                ;; offset=0x00DA
       mov      rdi, 0x7F6EDF000E38
       mov      rcx, gword ptr [rdi]
       mov      gword ptr [rbp-0x170], rcx
       mov      edi, dword ptr [rax+0x08]
       dec      edi
       or       edi, 15
       xor      edx, edx
       lzcnt    edx, edi
       xor      edx, 31
       add      edx, -3
       mov      dword ptr [rbp-0x8C], edx
       mov      rdi, bword ptr [rbp-0x1A0]
       mov      rdx, gword ptr [rdi+0x10]
       test     rdx, rdx
       je       G_M000_IG49
 
G_M000_IG09:                ;; offset=0x011C
       xor      r9d, r9d
       mov      dword ptr [rbp-0x94], 1
       mov      r8d, dword ptr [rbp-0x8C]
       cmp      dword ptr [rdx+0x08], r8d
       jbe      SHORT G_M000_IG10
       mov      dword ptr [rbp-0x90], 1
       mov      edi, 16
       shlx     edi, edi, r8d
       mov      rax, gword ptr [rbp-0x168]
       cmp      dword ptr [rax+0x08], edi
       jne      G_M000_IG69
       mov      edi, r8d
       shl      rdi, 4
       lea      rdx, bword ptr [rdx+rdi+0x10]
       mov      bword ptr [rbp-0x180], rdx
       mov      r11, gword ptr [rdx]
       mov      gword ptr [rbp-0x188], r11
       mov      rdi, rdx
       mov      rsi, rax
       call     CORINFO_HELP_ASSIGN_REF
       xor      edi, edi
       mov      rsi, bword ptr [rbp-0x180]
       mov      dword ptr [rsi+0x08], edi
       cmp      gword ptr [rbp-0x188], 0
       jne      G_M000_IG50
       mov      rcx, gword ptr [rbp-0x170]
       mov      r8d, dword ptr [rbp-0x8C]
       mov      r9d, dword ptr [rbp-0x90]
 
G_M000_IG10:                ;; offset=0x01B1
       mov      rdi, 0x7F6EDF000E40
       mov      rdx, gword ptr [rdi]
       mov      gword ptr [rbp-0x178], rdx
       cmp      byte  ptr [rdx+0x9D], 0
       jne      G_M000_IG66
 
G_M000_IG11:                ;; offset=0x01D2
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0xE8], ymm0
       vmovdqu32 xmmword ptr [rbp-0xD0], xmm0
       add      r13, qword ptr [(reloc 0x7f7ab9c4b140)]
       cmp      r14, r13
       jne      G_M000_IG70
       inc      r15d
 
G_M000_IG12:                ;; offset=0x01F8
       mov      r14, gword ptr [rbx]
       cmp      dword ptr [r14+0x08], r15d
       jle      G_M000_IG24
 
G_M000_IG13:                ;; offset=0x0205
       mov      r13, qword ptr [rbx+0x10]
       cmp      r15d, dword ptr [r14+0x08]
       jae      G_M000_IG87
       mov      r14, qword ptr [r14+8*r15+0x10]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x50], rdi
       mov      rdi, 0x7F6EDF000E38
       mov      r12, gword ptr [rdi]
       mov      rdi, 0x7F6EDF000E40
       mov      rax, gword ptr [rdi]
       mov      gword ptr [rbp-0x140], rax
       mov      rdi, 0x7F7B392A0D68
       mov      rcx, 0x7F7B39A054B0
       call     rcx
       cmp      dword ptr [rax], 3
       jle      G_M000_IG26
       mov      rdi, gword ptr [rax+0x08]
       mov      rax, bword ptr [rdi+0x18]
       test     rax, rax
       je       G_M000_IG26
 
G_M000_IG14:                ;; offset=0x026F
       mov      bword ptr [rbp-0x1A0], rax
       mov      rdi, gword ptr [rax+0x10]
       test     rdi, rdi
       je       G_M000_IG28
       mov      ecx, dword ptr [rdi+0x08]
       cmp      ecx, 4
       jle      G_M000_IG28
       mov      rcx, gword ptr [rdi+0x50]
       test     rcx, rcx
       je       G_M000_IG28
       xor      rdx, rdx
       mov      gword ptr [rdi+0x50], rdx
       mov      rdx, gword ptr [rbp-0x140]
       cmp      byte  ptr [rdx+0x9D], 0
       jne      G_M000_IG27
 
G_M000_IG15:                ;; offset=0x02B6
       mov      gword ptr [rbp-0x48], rcx
       lea      rdi, bword ptr [rcx+0x10]
       mov      esi, dword ptr [rcx+0x08]
       mov      bword ptr [rbp-0x38], rdi
       mov      dword ptr [rbp-0x30], esi
       xor      edi, edi
       mov      dword ptr [rbp-0x40], edi
       mov      byte  ptr [rbp-0x3C], 0
       mov      edi, dword ptr [rbp-0x40]
       mov      esi, dword ptr [rbp-0x30]
       cmp      edi, esi
       ja       G_M000_IG83
       mov      rcx, bword ptr [rbp-0x38]
       mov      edx, edi
       lea      rcx, bword ptr [rcx+2*rdx]
       sub      esi, edi
       cmp      esi, 26
       jb       G_M000_IG44
 
G_M000_IG16:                ;; offset=0x02F4
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rcx], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rcx+0x20], xmm0
       mov      dword ptr [rcx+0x30], 0x200072
       mov      edi, dword ptr [rbp-0x40]
       add      edi, 26
       mov      dword ptr [rbp-0x40], edi
 
G_M000_IG17:                ;; offset=0x031D
       cmp      byte  ptr [rbp-0x3C], 0
       jne      G_M000_IG45
 
G_M000_IG18:                ;; offset=0x0327
       mov      edi, dword ptr [rbp-0x40]
       mov      ecx, dword ptr [rbp-0x30]
       cmp      edi, ecx
       ja       G_M000_IG83
       mov      rdx, bword ptr [rbp-0x38]
       mov      esi, edi
       lea      rdx, bword ptr [rdx+2*rsi]
       sub      ecx, edi
       mov      edi, r15d
       or       edi, 1
       lzcnt    edi, edi
       xor      edi, 31
       mov      esi, r15d
       mov      r8, 0x7F7AB9D2C408
       add      rsi, qword ptr [r8+8*rdi]
       sar      rsi, 32
       cmp      esi, ecx
       jg       G_M000_IG47
       mov      dword ptr [rbp-0x80], esi
       mov      bword ptr [rbp-0x88], rdx
       movsxd   rdi, esi
       lea      rdi, [rdx+2*rdi]
       mov      ecx, r15d
       cmp      r15d, 10
       jb       SHORT G_M000_IG23
 
G_M000_IG19:                ;; offset=0x0385
       cmp      r15d, 100
       jb       SHORT G_M000_IG22
 
G_M000_IG20:                ;; offset=0x038B
       mov      rdx, 0x7F7AA9C0E004
 
G_M000_IG21:                ;; offset=0x0395
       add      rdi, -4
       mov      esi, ecx
       imul     rsi, rsi, 0x51EB851F
       shr      rsi, 37
       imul     r8d, esi, 100
       sub      ecx, r8d
       mov      r8, rdx
       shl      ecx, 2
       mov      ecx, dword ptr [r8+rcx]
       mov      dword ptr [rdi], ecx
       cmp      esi, 100
       mov      ecx, esi
       jae      SHORT G_M000_IG21
 
G_M000_IG22:                ;; offset=0x03C0
       cmp      ecx, 10
       jae      G_M000_IG03
 
G_M000_IG23:                ;; offset=0x03C9
       add      ecx, 48
       mov      word  ptr [rdi-0x02], cx
       jmp      G_M000_IG04
 
G_M000_IG24:                ;; offset=0x03D5
       mov      r15, qword ptr [rbx+0x10]
       mov      r14d, dword ptr [r14+0x08]
       imul     r15, r14
       mov      r14, qword ptr [rbx+0x18]
       add      r15, qword ptr [(reloc 0x7f7ab9c4b140)]
       cmp      r14, r15
       jne      G_M000_IG75
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
       add      r15, qword ptr [(reloc 0x7f7ab9c4b140)]
       cmp      rbx, r15
       jne      G_M000_IG80
 
G_M000_IG25:                ;; offset=0x042D
       vzeroupper 
       add      rsp, 376
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG26:                ;; offset=0x0442
       mov      edi, 3
       call     [CORINFO_HELP_GETDYNAMIC_GCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       jmp      G_M000_IG14
 
G_M000_IG27:                ;; offset=0x0452
       mov      gword ptr [rbp-0x148], rcx
       mov      rdi, rcx
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x60], eax
       mov      rcx, gword ptr [rbp-0x148]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x64], edx
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x60]
       mov      edx, dword ptr [rbp-0x64]
       mov      rdi, gword ptr [rbp-0x140]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x148]
       jmp      G_M000_IG15
 
G_M000_IG28:                ;; offset=0x04A2
       mov      rdi, gword ptr [r12+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      G_M000_IG40
       mov      rdi, gword ptr [rdi+0x30]
       test     rdi, rdi
       je       G_M000_IG40
       mov      rcx, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0x150], rcx
       mov      rdi, 0x7F7ABC4DF568
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f7ab9c4b184)], 0
       je       SHORT G_M000_IG29
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0x70], edx
       jmp      SHORT G_M000_IG31
 
G_M000_IG29:                ;; offset=0x04F1
       mov      edi, 14
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0x74], eax
       mov      edi, 14
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0x74]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG30
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0x70], edx
       jmp      SHORT G_M000_IG31
 
G_M000_IG30:                ;; offset=0x052A
       sar      edx, 16
       mov      dword ptr [rbp-0x70], edx
 
G_M000_IG31:                ;; offset=0x0530
       mov      rdi, 0x7F7ABC4DF408
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0x70]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f7ab9c4b178)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG35
 
G_M000_IG32:                ;; offset=0x0554
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG87
       mov      dword ptr [rbp-0x68], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x160], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8, r8
       mov      gword ptr [rbp-0x158], r8
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rsi, gword ptr [rbp-0x160]
       mov      rdi, gword ptr [rsi+0x08]
       mov      eax, dword ptr [rsi+0x10]
       dec      eax
       cmp      dword ptr [rdi+0x08], eax
       jbe      SHORT G_M000_IG33
       mov      ecx, eax
       mov      r8, gword ptr [rdi+8*rcx+0x10]
       mov      gword ptr [rbp-0x158], r8
       mov      edx, eax
       xor      r8, r8
       mov      gword ptr [rdi+8*rdx+0x10], r8
       mov      dword ptr [rsi+0x10], eax
 
G_M000_IG33:                ;; offset=0x05B4
       mov      rdi, rsi
       call     [System.Threading.Monitor:Exit(System.Object)]
       mov      rcx, gword ptr [rbp-0x158]
       test     rcx, rcx
       jne      SHORT G_M000_IG36
       mov      eax, dword ptr [rbp-0x68]
       inc      eax
       mov      ecx, eax
       mov      rdi, gword ptr [rbp-0x150]
       cmp      dword ptr [rdi+0x08], ecx
       jne      SHORT G_M000_IG34
       xor      ecx, ecx
 
G_M000_IG34:                ;; offset=0x05DE
       mov      eax, dword ptr [rbp-0x6C]
       inc      eax
       mov      edx, eax
       mov      eax, ecx
       mov      ecx, edx
 
G_M000_IG35:                ;; offset=0x05E9
       mov      rdx, gword ptr [rbp-0x150]
       mov      dword ptr [rbp-0x6C], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG32
       jmp      SHORT G_M000_IG37
 
G_M000_IG36:                ;; offset=0x05FE
       jmp      SHORT G_M000_IG38
 
G_M000_IG37:                ;; offset=0x0600
       xor      rcx, rcx
 
G_M000_IG38:                ;; offset=0x0602
       mov      rax, rcx
       test     rax, rax
       je       SHORT G_M000_IG40
       mov      rcx, gword ptr [rbp-0x140]
       cmp      byte  ptr [rcx+0x9D], 0
       je       SHORT G_M000_IG39
       mov      gword ptr [rbp-0x148], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x58], eax
       mov      rcx, gword ptr [rbp-0x148]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x5C], edx
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x58]
       mov      edx, dword ptr [rbp-0x5C]
       mov      rdi, gword ptr [rbp-0x140]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x148]
       jmp      G_M000_IG15
 
G_M000_IG39:                ;; offset=0x066A
       mov      rcx, rax
       jmp      G_M000_IG15
 
G_M000_IG40:                ;; offset=0x0672
       mov      esi, 256
       mov      rdi, 0x7F7ABAD1CBB8
       call     CORINFO_HELP_NEWARR_1_VC
       mov      rcx, rax
       mov      rax, rcx
       mov      rcx, gword ptr [rbp-0x140]
       cmp      byte  ptr [rcx+0x9D], 0
       je       SHORT G_M000_IG41
       mov      gword ptr [rbp-0x148], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x54], eax
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x54]
       mov      edx, 256
       mov      rdi, gword ptr [rbp-0x140]
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rdi, r12
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      rdi, gword ptr [r12+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      SHORT G_M000_IG42
       mov      r9d, 2
       jmp      SHORT G_M000_IG43
 
G_M000_IG41:                ;; offset=0x06F3
       mov      rcx, rax
       jmp      G_M000_IG15
 
G_M000_IG42:                ;; offset=0x06FB
       mov      r9d, 1
 
G_M000_IG43:                ;; offset=0x0701
       mov      rdi, gword ptr [rbp-0x140]
       mov      esi, dword ptr [rbp-0x54]
       mov      edx, 256
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferAllocated(int,int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x148]
       jmp      G_M000_IG15
 
G_M000_IG44:                ;; offset=0x0728
       lea      rdi, [rbp-0x50]
       mov      rsi, 0x7F7AA9C2AD88
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
       jmp      G_M000_IG17
 
G_M000_IG45:                ;; offset=0x0741
       lea      rdi, [rbp-0x50]
       mov      esi, r15d
       xor      rdx, rdx
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendCustomFormatter[int](int,System.String):this]
       jmp      G_M000_IG06
 
G_M000_IG46:                ;; offset=0x0755
       lea      rdi, [rbp-0x50]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:Grow():this]
       jmp      G_M000_IG18
 
G_M000_IG47:                ;; offset=0x0764
       xor      edi, edi
       mov      dword ptr [rbp-0x80], edi
 
G_M000_IG48:                ;; offset=0x0769
       jmp      G_M000_IG05
 
G_M000_IG49:                ;; offset=0x076E
       mov      rdi, rcx
       call     [System.Buffers.SharedArrayPool`1[char]:InitializeTlsBucketsAndTrimming():System.Buffers.SharedArrayPoolThreadLocalArray[]:this]
       mov      rdx, rax
       mov      rcx, gword ptr [rbp-0x170]
       jmp      G_M000_IG09
 
G_M000_IG50:                ;; offset=0x0786
       mov      rcx, gword ptr [rbp-0x170]
       mov      rdi, gword ptr [rcx+0x10]
       mov      r8d, dword ptr [rbp-0x8C]
       cmp      r8d, dword ptr [rdi+0x08]
       jae      G_M000_IG87
       mov      esi, r8d
       mov      rdx, gword ptr [rdi+8*rsi+0x10]
       test     rdx, rdx
       jne      SHORT G_M000_IG52
       mov      rdi, rcx
       mov      esi, r8d
       call     [System.Buffers.SharedArrayPool`1[char]:CreatePerCorePartitions(int):System.Buffers.SharedArrayPoolPartitions:this]
       mov      rdx, rax
 
G_M000_IG51:                ;; offset=0x07BE
       mov      rdx, gword ptr [rdx+0x08]
       mov      gword ptr [rbp-0x190], rdx
       mov      rdi, 0x7F7ABC4DF568
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f7ab9c4b184)], 0
       je       SHORT G_M000_IG53
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0xB0], edx
       jmp      SHORT G_M000_IG55
 
G_M000_IG52:                ;; offset=0x07F4
       jmp      SHORT G_M000_IG51
 
G_M000_IG53:                ;; offset=0x07F6
       mov      edi, 14
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0xB4], eax
       mov      edi, 14
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0xB4]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG54
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0xB0], edx
       jmp      SHORT G_M000_IG55
 
G_M000_IG54:                ;; offset=0x0838
       sar      edx, 16
       mov      dword ptr [rbp-0xB0], edx
 
G_M000_IG55:                ;; offset=0x0841
       mov      rdi, 0x7F7ABC4DF408
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0xB0]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f7ab9c4b178)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG62
 
G_M000_IG56:                ;; offset=0x0868
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG87
       mov      dword ptr [rbp-0xA8], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x198], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8d, r8d
       mov      dword ptr [rbp-0xB8], r8d
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rax, gword ptr [rbp-0x198]
       mov      rdi, gword ptr [rax+0x08]
       mov      ecx, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0xBC], ecx
       cmp      dword ptr [rdi+0x08], ecx
       jbe      SHORT G_M000_IG58
       test     ecx, ecx
       jne      SHORT G_M000_IG59
       xor      esi, esi
       mov      dword ptr [rax+0x14], esi
 
G_M000_IG57:                ;; offset=0x08BD
       movsxd   rsi, ecx
       lea      rdi, bword ptr [rdi+8*rsi+0x10]
       mov      rsi, gword ptr [rbp-0x188]
       call     CORINFO_HELP_ASSIGN_REF
       mov      edi, dword ptr [rbp-0xBC]
       inc      edi
       mov      rax, gword ptr [rbp-0x198]
       mov      dword ptr [rax+0x10], edi
       mov      dword ptr [rbp-0xB8], 1
 
G_M000_IG58:                ;; offset=0x08ED
       mov      rdi, rax
       call     [System.Threading.Monitor:Exit(System.Object)]
       cmp      dword ptr [rbp-0xB8], 0
       je       SHORT G_M000_IG60
       jmp      SHORT G_M000_IG63
 
G_M000_IG59:                ;; offset=0x0901
       jmp      SHORT G_M000_IG57
 
G_M000_IG60:                ;; offset=0x0903
       mov      eax, dword ptr [rbp-0xA8]
       inc      eax
       mov      edi, eax
       mov      rdx, gword ptr [rbp-0x190]
       cmp      dword ptr [rdx+0x08], edi
       jne      SHORT G_M000_IG61
       xor      edi, edi
 
G_M000_IG61:                ;; offset=0x091B
       mov      ecx, dword ptr [rbp-0xAC]
       inc      ecx
       mov      eax, edi
 
G_M000_IG62:                ;; offset=0x0925
       mov      rdx, gword ptr [rbp-0x190]
       mov      dword ptr [rbp-0xAC], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG56
       jmp      SHORT G_M000_IG64
 
G_M000_IG63:                ;; offset=0x093D
       mov      r10d, 1
       jmp      SHORT G_M000_IG65
 
G_M000_IG64:                ;; offset=0x0945
       xor      r10d, r10d
 
G_M000_IG65:                ;; offset=0x0948
       mov      dword ptr [rbp-0x94], r10d
       mov      rcx, gword ptr [rbp-0x170]
       mov      r8d, dword ptr [rbp-0x8C]
       mov      r9d, dword ptr [rbp-0x90]
       jmp      G_M000_IG10
 
G_M000_IG66:                ;; offset=0x0969
       mov      rax, gword ptr [rbp-0x168]
       cmp      dword ptr [rax+0x08], 0
       mov      dword ptr [rbp-0x90], r9d
       je       G_M000_IG11
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x98], eax
       mov      rcx, gword ptr [rbp-0x168]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x9C], edx
       mov      rdi, gword ptr [rbp-0x170]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      r8d, eax
       mov      rdi, gword ptr [rbp-0x178]
       mov      edx, dword ptr [rbp-0x98]
       mov      ecx, dword ptr [rbp-0x9C]
       mov      esi, 3
       call     [System.Diagnostics.Tracing.EventSource:WriteEvent(int,int,int,int):this]
       mov      eax, dword ptr [rbp-0x90]
       test     eax, dword ptr [rbp-0x94]
       jne      G_M000_IG11
       mov      rdi, gword ptr [rbp-0x168]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0xA0], eax
       mov      rdi, gword ptr [rbp-0x168]
       mov      ecx, dword ptr [rdi+0x08]
       mov      dword ptr [rbp-0xA4], ecx
       mov      rdi, gword ptr [rbp-0x170]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       cmp      dword ptr [rbp-0x90], 0
       jne      SHORT G_M000_IG67
       mov      r8d, -1
       mov      r9d, 1
       jmp      SHORT G_M000_IG68
 
G_M000_IG67:                ;; offset=0x0A29
       mov      r8d, dword ptr [rbp-0x8C]
       xor      r9d, r9d
 
G_M000_IG68:                ;; offset=0x0A33
       mov      rdi, gword ptr [rbp-0x178]
       mov      esi, dword ptr [rbp-0xA0]
       mov      edx, dword ptr [rbp-0xA4]
       call     [System.Buffers.ArrayPoolEventSource:BufferDropped(int,int,int,int,int):this]
       jmp      G_M000_IG11
 
G_M000_IG69:                ;; offset=0x0A51
       mov      rdi, 0x7F7ABAC7CD28
       call     CORINFO_HELP_NEWSFAST
       mov      r12, rax
       call     [System.SR:get_ArgumentException_BufferNotFromPool():System.String]
       mov      r13, rax
       mov      edi, 0x46D
       mov      rsi, 0x7F7AB9C44000
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rsi, r13
       mov      rdi, r12
       call     [System.ArgumentException:.ctor(System.String,System.String):this]
       mov      rdi, r12
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG70:                ;; offset=0x0A99
       lea      rdi, [rbp-0xE8]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0xE8]
       mov      rsi, r12
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0xD8]
       cmp      edi, dword ptr [rbp-0xC8]
       ja       G_M000_IG83
       mov      rsi, bword ptr [rbp-0xD0]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xC8]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG71
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0xD8]
       add      edi, 11
       mov      dword ptr [rbp-0xD8], edi
       jmp      SHORT G_M000_IG72
 
G_M000_IG71:                ;; offset=0x0B16
       lea      rdi, [rbp-0xE8]
       mov      rsi, 0x7F7AA9C2AE50
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG72:                ;; offset=0x0B2D
       lea      rdi, [rbp-0xE8]
       mov      rsi, r13
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0xD8]
       cmp      edi, dword ptr [rbp-0xC8]
       ja       G_M000_IG83
       mov      rsi, bword ptr [rbp-0xD0]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xC8]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG73
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0xD8]
       add      edi, 6
       mov      dword ptr [rbp-0xD8], edi
       jmp      SHORT G_M000_IG74
 
G_M000_IG73:                ;; offset=0x0B8E
       lea      rdi, [rbp-0xE8]
       mov      rsi, 0x7F7AA9C2AE80
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG74:                ;; offset=0x0BA5
       lea      rdi, [rbp-0xE8]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0xE8]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG75:                ;; offset=0x0BCC
       lea      rdi, [rbp-0x110]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0x110]
       mov      rsi, 0x7F7AA9C2ADD8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0x100]
       cmp      edi, dword ptr [rbp-0xF0]
       ja       G_M000_IG83
       mov      rsi, bword ptr [rbp-0xF8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xF0]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG76
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0x100]
       add      edi, 11
       mov      dword ptr [rbp-0x100], edi
       jmp      SHORT G_M000_IG77
 
G_M000_IG76:                ;; offset=0x0C50
       lea      rdi, [rbp-0x110]
       mov      rsi, 0x7F7AA9C2AE50
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG77:                ;; offset=0x0C67
       lea      rdi, [rbp-0x110]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0x100]
       cmp      edi, dword ptr [rbp-0xF0]
       ja       G_M000_IG83
       mov      rsi, bword ptr [rbp-0xF8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xF0]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG78
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0x100]
       add      edi, 6
       mov      dword ptr [rbp-0x100], edi
       jmp      SHORT G_M000_IG79
 
G_M000_IG78:                ;; offset=0x0CC8
       lea      rdi, [rbp-0x110]
       mov      rsi, 0x7F7AA9C2AE80
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG79:                ;; offset=0x0CDF
       lea      rdi, [rbp-0x110]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0x110]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG80:                ;; offset=0x0D06
       lea      rdi, [rbp-0x138]
       mov      esi, 17
       mov      edx, 3
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       lea      rdi, [rbp-0x138]
       mov      rsi, 0x7F7AA9C2AE10
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted(System.String):this]
       mov      edi, dword ptr [rbp-0x128]
       cmp      edi, dword ptr [rbp-0x118]
       ja       SHORT G_M000_IG83
       mov      rsi, bword ptr [rbp-0x120]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x118]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG81
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0x128]
       add      edi, 11
       mov      dword ptr [rbp-0x128], edi
       jmp      SHORT G_M000_IG82
 
G_M000_IG81:                ;; offset=0x0D86
       lea      rdi, [rbp-0x138]
       mov      rsi, 0x7F7AA9C2AE50
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG82:                ;; offset=0x0D9D
       lea      rdi, [rbp-0x138]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0x128]
       cmp      edi, dword ptr [rbp-0x118]
       jbe      SHORT G_M000_IG84
 
G_M000_IG83:                ;; offset=0x0DBB
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG84:                ;; offset=0x0DC2
       mov      rsi, bword ptr [rbp-0x120]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x118]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG85
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0x128]
       add      edi, 6
       mov      dword ptr [rbp-0x128], edi
       jmp      SHORT G_M000_IG86
 
G_M000_IG85:                ;; offset=0x0E01
       lea      rdi, [rbp-0x138]
       mov      rsi, 0x7F7AA9C2AE80
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG86:                ;; offset=0x0E18
       lea      rdi, [rbp-0x138]
       mov      rsi, rbx
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       lea      rdi, [rbp-0x138]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdi, rax
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG87:                ;; offset=0x0E3F
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
RWD00  	dq	007400730061006Ch, 0071006500730020h, 0063006E00650075h, 0066006F00200065h
RWD32  	dq	006F007200700020h, 0065006300750064h
RWD48  	dq	007800650020003Ah, 0074006300650070h

; Total bytes of code 3653

; Assembly listing for method PerfBuf.Experiments.E02.MpscStreamBenchmarks:MpscLeanLanes():long:this (Tier1)
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
       mov      rdi, 0x7F7ABB372040
       cmp      qword ptr [rbx], rdi
       jne      SHORT G_M000_IG07
 
G_M000_IG03:                ;; offset=0x001B
       mov      rdi, gword ptr [rbx+0x08]
       mov      rax, 0x7F7ABC4D1700
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0034
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0038
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x003F
       mov      r11, 0x7F7AB9C51058
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x004E
       mov      rdi, rbx
       mov      r11, 0x7F7AB9C51050
 
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
       mov      rax, 0x7F7ABC4D1700
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x001E
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0024
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0028
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x002F
       mov      r11, 0x7F7AB9C51060
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 62

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:Invoke():long:this (Tier1)
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
       call     [r14+0x18]PerfBuf.Experiments.Harness.ConsumeLoop`1[PerfBuf.Experiments.E02.MpscLeanLanesPort]:Invoke(PerfBuf.Experiments.E02.MpscLeanLanesPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):this
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
       mov      rdi, 0x7F6EDF002968
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
; with Synthesized PGO: fgCalledCount is 63
; 11 inlinees with PGO data; 11 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 72
       lea      rbp, [rsp+0x70]
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
 
G_M000_IG02:                ;; offset=0x0019
       mov      rdi, gword ptr [rdi+0x08]
       mov      rbx, rdi
       mov      rdi, 0x7F7ABC4D4728
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG32
       mov      r15d, dword ptr [rbx+0x08]
       mov      r14d, 0xFFFFFFFF
       jmp      SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x003F
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       jne      G_M000_IG28
 
G_M000_IG04:                ;; offset=0x0050
       inc      r14d
       cmp      r14d, r15d
       jae      G_M000_IG25
 
G_M000_IG05:                ;; offset=0x005C
       mov      r14d, r14d
       mov      r13, gword ptr [rbx+8*r14+0x10]
       mov      rdi, gword ptr [r13+0x18]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       G_M000_IG29
       mov      r12, gword ptr [r13+0x18]
       test     dword ptr [r12+0x18], 0x40000000
       jne      G_M000_IG30
       mov      rdi, gword ptr [r12+0x10]
       test     rdi, rdi
       jne      G_M000_IG26
 
G_M000_IG06:                ;; offset=0x0096
       xor      eax, eax
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG07:                ;; offset=0x009B
       mov      eax, dword ptr [r12+0x18]
       lea      rdi, bword ptr [r12+0x18]
       mov      esi, eax
       and      esi, 0x7FFFFFFF
       mov      dword ptr [rbp-0x34], eax
       lock     
       cmpxchg  dword ptr [rdi], esi
       cmp      eax, dword ptr [rbp-0x34]
       jne      G_M000_IG27
       mov      r13, gword ptr [r13+0x10]
       mov      rdi, gword ptr [r13+0x08]
       cmp      byte  ptr [rdi+0x08], 0
       jne      G_M000_IG31
       mov      gword ptr [rbp-0x60], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x38], edi
 
G_M000_IG08:                ;; offset=0x00D8
       cmp      gword ptr [rbp-0x60], 0
       je       SHORT G_M000_IG15
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       SHORT G_M000_IG16
 
G_M000_IG09:                ;; offset=0x00EC
       mov      dword ptr [rbp-0x38], 1
       mov      r12d, dword ptr [r13+0x28]
       mov      edi, dword ptr [r13+0x2C]
       sub      edi, r12d
       test     edi, edi
       jle      SHORT G_M000_IG17
       lea      edi, [r12+0x01]
       mov      eax, edi
       mov      ecx, dword ptr [r13+0x30]
       cmp      eax, ecx
       jle      SHORT G_M000_IG14
 
G_M000_IG10:                ;; offset=0x0111
       mov      dword ptr [rbp-0x40], ecx
       mov      edx, ecx
 
G_M000_IG11:                ;; offset=0x0116
       mov      esi, edx
       sub      esi, dword ptr [r13+0x34]
       test     esi, esi
       jg       SHORT G_M000_IG18
 
G_M000_IG12:                ;; offset=0x0120
       cmp      gword ptr [r13+0x18], 0
       jne      G_M000_IG21
 
G_M000_IG13:                ;; offset=0x012B
       mov      dword ptr [r13+0x28], eax
       cmp      gword ptr [r13+0x10], 0
       je       G_M000_IG03
       jmp      G_M000_IG24
 
G_M000_IG14:                ;; offset=0x013F
       mov      dword ptr [rbp-0x3C], eax
       mov      edx, eax
       mov      dword ptr [rbp-0x40], ecx
       mov      eax, dword ptr [rbp-0x3C]
       jmp      SHORT G_M000_IG11
 
G_M000_IG15:                ;; offset=0x014C
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG16:                ;; offset=0x0155
       mov      rdi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      SHORT G_M000_IG09
 
G_M000_IG17:                ;; offset=0x0161
       mov      rdi, 0x7F7ABC4D8490
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      rdi, rbx
       call     [System.Threading.SemaphoreFullException:.ctor():this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG18:                ;; offset=0x0185
       cmp      esi, 1
       jle      SHORT G_M000_IG19
       mov      esi, 1
 
G_M000_IG19:                ;; offset=0x018F
       add      dword ptr [r13+0x34], esi
       xor      edx, edx
       mov      dword ptr [rbp-0x4C], edx
       mov      dword ptr [rbp-0x44], esi
       cmp      edx, esi
       jge      SHORT G_M000_IG12
       mov      dword ptr [rbp-0x3C], eax
 
G_M000_IG20:                ;; offset=0x01A2
       mov      rdi, gword ptr [r13+0x08]
       call     [System.Threading.Monitor:Pulse(System.Object)]
       mov      edx, dword ptr [rbp-0x4C]
       inc      edx
       mov      eax, dword ptr [rbp-0x44]
       cmp      edx, eax
       mov      dword ptr [rbp-0x44], eax
       mov      dword ptr [rbp-0x4C], edx
       jl       SHORT G_M000_IG20
       mov      eax, dword ptr [rbp-0x3C]
       jmp      G_M000_IG12
 
G_M000_IG21:                ;; offset=0x01C6
       mov      edi, eax
       sub      edi, dword ptr [rbp-0x40]
       jmp      SHORT G_M000_IG23
 
G_M000_IG22:                ;; offset=0x01CD
       dec      eax
       mov      dword ptr [rbp-0x3C], eax
       dec      edi
       mov      dword ptr [rbp-0x48], edi
       mov      r8, gword ptr [r13+0x18]
       mov      rdi, r13
       mov      gword ptr [rbp-0x68], r8
       mov      rsi, r8
       call     [System.Threading.SemaphoreSlim:RemoveAsyncWaiter(System.Threading.SemaphoreSlim+TaskNode):bool:this]
       mov      rdi, gword ptr [rbp-0x68]
       mov      esi, 1
       cmp      dword ptr [rdi], edi
       call     [System.Threading.Tasks.Task`1[bool]:TrySetResult(bool):bool:this]
       mov      eax, dword ptr [rbp-0x3C]
       mov      edi, dword ptr [rbp-0x48]
 
G_M000_IG23:                ;; offset=0x0202
       test     edi, edi
       jle      G_M000_IG13
       cmp      gword ptr [r13+0x18], 0
       jne      SHORT G_M000_IG22
       jmp      G_M000_IG13
 
G_M000_IG24:                ;; offset=0x0216
       test     r12d, r12d
       jne      G_M000_IG03
       test     eax, eax
       jle      G_M000_IG03
       mov      rdi, gword ptr [r13+0x10]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.EventWaitHandle:Set():bool:this]
       jmp      G_M000_IG03
 
G_M000_IG25:                ;; offset=0x0238
       add      rsp, 72
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG26:                ;; offset=0x0247
       call     [System.Threading.EventWaitHandle:Reset():bool:this]
       jmp      G_M000_IG06
 
G_M000_IG27:                ;; offset=0x0252
       lea      rdi, [rbp-0x30]
       mov      esi, -1
       call     [System.Threading.SpinWait:SpinOnce(int):this]
       jmp      G_M000_IG07
 
G_M000_IG28:                ;; offset=0x0266
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
       jmp      G_M000_IG04
 
G_M000_IG29:                ;; offset=0x0277
       mov      rbx, gword ptr [r13+0x08]
       mov      rdi, 0x7F7ABAEF9D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      r13, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7F7ABB147A00
       call     [CORINFO_HELP_STRCNS]
       mov      rsi, rax
       mov      rdi, r13
       call     [System.String:Concat(System.String,System.String):System.String]
       mov      rsi, rax
       mov      rdi, r15
       call     [System.InvalidOperationException:.ctor(System.String):this]
       mov      rdi, r15
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG30:                ;; offset=0x02C7
       mov      rdi, r12
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG31:                ;; offset=0x02D1
       mov      rdi, r13
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG32:                ;; offset=0x02DB
       mov      rdi, rbx
       mov      r11, 0x7F7AB9C51068
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      rdi, rax
       mov      bword ptr [rbp-0x58], rdi
 
G_M000_IG33:                ;; offset=0x02F2
       mov      rdi, bword ptr [rbp-0x58]
       mov      r11, qword ptr [rdi]
       mov      r11, 0x7F7AB9C51070
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       je       G_M000_IG53
       mov      rdi, bword ptr [rbp-0x58]
       mov      r11, 0x7F7AB9C51078
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      r13, rax
       mov      rdi, gword ptr [r13+0x18]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       G_M000_IG50
       mov      r12, gword ptr [r13+0x18]
       test     dword ptr [r12+0x18], 0x40000000
       jne      G_M000_IG51
       mov      rdi, gword ptr [r12+0x10]
       test     rdi, rdi
       je       SHORT G_M000_IG34
       call     [System.Threading.EventWaitHandle:Reset():bool:this]
 
G_M000_IG34:                ;; offset=0x0356
       xor      eax, eax
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG35:                ;; offset=0x035B
       mov      eax, dword ptr [r12+0x18]
       lea      rdi, bword ptr [r12+0x18]
       mov      esi, eax
       and      esi, 0x7FFFFFFF
       mov      dword ptr [rbp-0x34], eax
       lock     
       cmpxchg  dword ptr [rdi], esi
       cmp      eax, dword ptr [rbp-0x34]
       je       SHORT G_M000_IG36
       lea      rdi, [rbp-0x30]
       mov      esi, -1
       call     [System.Threading.SpinWait:SpinOnce(int):this]
       jmp      SHORT G_M000_IG35
 
G_M000_IG36:                ;; offset=0x038A
       mov      r13, gword ptr [r13+0x10]
       mov      rdi, gword ptr [r13+0x08]
       cmp      byte  ptr [rdi+0x08], 0
       jne      G_M000_IG52
       mov      rdi, gword ptr [r13+0x08]
       mov      gword ptr [rbp-0x60], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x38], edi
 
G_M000_IG37:                ;; offset=0x03A9
       cmp      gword ptr [rbp-0x60], 0
       jne      SHORT G_M000_IG38
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG38:                ;; offset=0x03B9
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       jne      SHORT G_M000_IG39
       mov      rdi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
 
G_M000_IG39:                ;; offset=0x03D0
       mov      dword ptr [rbp-0x38], 1
       mov      eax, dword ptr [r13+0x28]
       mov      r12d, eax
       mov      edi, dword ptr [r13+0x2C]
       sub      edi, r12d
       test     edi, edi
       jg       SHORT G_M000_IG40
       mov      rdi, 0x7F7ABC4D8490
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      rdi, rbx
       call     [System.Threading.SemaphoreFullException:.ctor():this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG40:                ;; offset=0x040D
       lea      edi, [r12+0x01]
       mov      ebx, edi
       mov      ecx, dword ptr [r13+0x30]
       mov      r15d, ecx
       cmp      ebx, r15d
       jle      SHORT G_M000_IG41
       mov      edx, r15d
       jmp      SHORT G_M000_IG42
 
G_M000_IG41:                ;; offset=0x0425
       mov      edx, ebx
 
G_M000_IG42:                ;; offset=0x0427
       mov      eax, edx
       sub      eax, dword ptr [r13+0x34]
       mov      r14d, eax
       test     r14d, r14d
       jle      SHORT G_M000_IG45
       cmp      r14d, 1
       jle      SHORT G_M000_IG43
       mov      r14d, 1
 
G_M000_IG43:                ;; offset=0x0441
       add      dword ptr [r13+0x34], r14d
       xor      edx, edx
       xor      eax, eax
       mov      dword ptr [rbp-0x4C], eax
       cmp      eax, r14d
       jge      SHORT G_M000_IG45
 
G_M000_IG44:                ;; offset=0x0451
       mov      rdi, gword ptr [r13+0x08]
       call     [System.Threading.Monitor:Pulse(System.Object)]
       mov      edi, dword ptr [rbp-0x4C]
       inc      edi
       cmp      edi, r14d
       mov      dword ptr [rbp-0x4C], edi
       jl       SHORT G_M000_IG44
 
G_M000_IG45:                ;; offset=0x0468
       cmp      gword ptr [r13+0x18], 0
       je       SHORT G_M000_IG48
       mov      edi, ebx
       sub      edi, r15d
       mov      r15d, edi
       jmp      SHORT G_M000_IG47
 
G_M000_IG46:                ;; offset=0x0479
       dec      ebx
       dec      r15d
       mov      rdi, gword ptr [r13+0x18]
       mov      r14, rdi
       mov      rdi, r13
       mov      rsi, r14
       call     [System.Threading.SemaphoreSlim:RemoveAsyncWaiter(System.Threading.SemaphoreSlim+TaskNode):bool:this]
       mov      rdi, r14
       mov      esi, 1
       cmp      dword ptr [rdi], edi
       call     [System.Threading.Tasks.Task`1[bool]:TrySetResult(bool):bool:this]
 
G_M000_IG47:                ;; offset=0x04A1
       test     r15d, r15d
       jle      SHORT G_M000_IG48
       cmp      gword ptr [r13+0x18], 0
       jne      SHORT G_M000_IG46
 
G_M000_IG48:                ;; offset=0x04AD
       mov      dword ptr [r13+0x28], ebx
       cmp      gword ptr [r13+0x10], 0
       je       SHORT G_M000_IG49
       test     r12d, r12d
       jne      SHORT G_M000_IG49
       test     ebx, ebx
       jle      SHORT G_M000_IG49
       mov      rdi, gword ptr [r13+0x10]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.EventWaitHandle:Set():bool:this]
       nop      
 
G_M000_IG49:                ;; offset=0x04CE
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       G_M000_IG33
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
       jmp      G_M000_IG33
 
G_M000_IG50:                ;; offset=0x04F0
       mov      rbx, gword ptr [r13+0x08]
       mov      rdi, 0x7F7ABAEF9D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7F7ABB147A00
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
 
G_M000_IG51:                ;; offset=0x0540
       mov      rdi, r12
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG52:                ;; offset=0x054A
       mov      rdi, r13
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG53:                ;; offset=0x0554
       mov      rdi, bword ptr [rbp-0x58]
       mov      r11, 0x7F7AB9C51080
       call     [r11]System.IDisposable:Dispose():this
       jmp      G_M000_IG25
 
G_M000_IG54:                ;; offset=0x056A
       push     rax
 
G_M000_IG55:                ;; offset=0x056B
       cmp      dword ptr [rbp-0x38], 0
       je       SHORT G_M000_IG60
 
G_M000_IG56:                ;; offset=0x0571
       cmp      gword ptr [rbp-0x60], 0
       jne      SHORT G_M000_IG58
 
G_M000_IG57:                ;; offset=0x0578
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG58:                ;; offset=0x0581
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       SHORT G_M000_IG60
 
G_M000_IG59:                ;; offset=0x058E
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
 
G_M000_IG60:                ;; offset=0x059A
       nop      
 
G_M000_IG61:                ;; offset=0x059B
       add      rsp, 8
       ret      
 
G_M000_IG62:                ;; offset=0x05A0
       push     rax
 
G_M000_IG63:                ;; offset=0x05A1
       cmp      bword ptr [rbp-0x58], 0
       je       SHORT G_M000_IG64
       mov      rdi, bword ptr [rbp-0x58]
       mov      r11, 0x7F7AB9C51080
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG64:                ;; offset=0x05B9
       nop      
 
G_M000_IG65:                ;; offset=0x05BA
       add      rsp, 8
       ret      
 
G_M000_IG66:                ;; offset=0x05BF
       push     rax
 
G_M000_IG67:                ;; offset=0x05C0
       cmp      dword ptr [rbp-0x38], 0
       je       SHORT G_M000_IG72
 
G_M000_IG68:                ;; offset=0x05C6
       cmp      gword ptr [rbp-0x60], 0
       jne      SHORT G_M000_IG70
 
G_M000_IG69:                ;; offset=0x05CD
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG70:                ;; offset=0x05D6
       mov      rdi, gword ptr [rbp-0x60]
       call     System.Threading.Monitor:Exit_FastPath(System.Object):int
       test     eax, eax
       je       SHORT G_M000_IG72
 
G_M000_IG71:                ;; offset=0x05E3
       mov      edi, eax
       mov      rsi, gword ptr [rbp-0x60]
       call     [System.Threading.Monitor:Exit_Slowpath(int,System.Object)]
 
G_M000_IG72:                ;; offset=0x05EF
       nop      
 
G_M000_IG73:                ;; offset=0x05F0
       add      rsp, 8
       ret      
 
; Total bytes of code 1525

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

