; E01 SpscStreamBenchmarks.SpscRingBatchSpan Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; the JIT's listings (DOTNET_JitDisasm="PerfBuf.*:*", tiered compilation and dynamic PGO as in a run), the last optimized listing of each method after the case ran in-process until its code was final

; Assembly listing for method PerfBuf.Experiments.E01.SpscLoops:ProduceByBatchClaim(PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long],int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; 14 inlinees with PGO data; 18 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 152
       lea      rbp, [rsp+0xC0]
       xor      eax, eax
       mov      qword ptr [rbp-0x88], rax
       vxorps   xmm8, xmm8, xmm8
       vmovdqu  ymmword ptr [rbp-0x80], ymm8
       vmovdqa  xmmword ptr [rbp-0x60], xmm8
       mov      qword ptr [rbp-0x38], r8
       mov      dword ptr [rbp-0x94], r9d
       mov      qword ptr [rbp-0x30], r9
       mov      rbx, rdi
       mov      r14d, esi
       mov      r15, rdx
       mov      r12, rcx
       mov      r13d, r8d
 
G_M000_IG02:                ;; offset=0x004F
       mov      r8, 0x7F90DF002980
       mov      r9, gword ptr [r8]
       mov      gword ptr [rbp-0xB0], r9
       mov      r10d, 1
       mov      r11d, dword ptr [rbp-0x34]
       mov      dword ptr [rbp-0x90], r11d
       mov      ecx, dword ptr [rbp-0x2C]
       mov      dword ptr [rbp-0x98], ecx
       jmp      SHORT G_M000_IG04
       align    [0 bytes for IG11]
 
G_M000_IG03:                ;; offset=0x007F
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0x88], ymm0
       vmovdqu  xmmword ptr [rbp-0x70], xmm0
       mov      edi, dword ptr [rbp-0x8C]
       lea      esi, [rdi-0x01]
       cmp      esi, edi
       jae      G_M000_IG27
       mov      rsi, gword ptr [rbx+0x08]
       add      rsi, 24
       mov      rdx, qword ptr [rbp-0xA0]
       cmp      qword ptr [rsi+0x80], rdx
       jne      G_M000_IG34
       cmp      dword ptr [rsi+0x90], 0
       jne      G_M000_IG34
       mov      ecx, edi
       add      rcx, rdx
       mov      qword ptr [rsi+0x80], rcx
       add      r10, rdi
       xor      r13d, r13d
       xor      edi, edi
       mov      dword ptr [rbp-0x90], edi
 
G_M000_IG04:                ;; offset=0x00E4
       cmp      r10, r15
       jg       G_M000_IG16
 
G_M000_IG05:                ;; offset=0x00ED
       mov      qword ptr [rbp-0x40], r10
       mov      rdx, r15
       sub      rdx, r10
       inc      rdx
       cmp      rdx, 64
       jl       G_M000_IG21
       mov      esi, 64
 
G_M000_IG06:                ;; offset=0x0109
       mov      edx, esi
       mov      dword ptr [rbp-0x48], edx
       cmp      byte  ptr [rbx], bl
       xor      r8d, r8d
       mov      dword ptr [rbp-0x58], r8d
       test     edx, edx
       jle      G_M000_IG26
       mov      rsi, gword ptr [rbx+0x08]
       add      rsi, 24
       mov      bword ptr [rbp-0xB8], rsi
       mov      rdi, qword ptr [rsi+0x80]
       mov      qword ptr [rbp-0x50], rdi
       mov      r8, gword ptr [rbx+0x10]
       mov      r8d, dword ptr [r8+0x08]
       mov      rcx, rdi
       sub      rcx, qword ptr [rsi+0x88]
       sub      r8, rcx
       mov      ecx, edx
       cmp      r8, rcx
       jl       G_M000_IG22
 
G_M000_IG07:                ;; offset=0x0159
       mov      rdi, qword ptr [rbp-0x50]
       mov      ecx, edi
       and      ecx, dword ptr [rbx+0x18]
       mov      r13d, dword ptr [rbp-0x48]
       cmp      r13, r8
       jg       G_M000_IG23
 
G_M000_IG08:                ;; offset=0x016F
       mov      rdx, gword ptr [rbx+0x10]
       mov      esi, dword ptr [rdx+0x08]
       sub      esi, ecx
       movsxd   rsi, esi
       cmp      r13, rsi
       jg       G_M000_IG24
 
G_M000_IG09:                ;; offset=0x0184
       test     rdx, rdx
       je       G_M000_IG25
       mov      esi, ecx
       mov      r8d, r13d
       add      rsi, r8
       mov      r8d, dword ptr [rdx+0x08]
       cmp      rsi, r8
       ja       G_M000_IG30
       mov      ecx, ecx
       lea      rcx, bword ptr [rdx+8*rcx+0x10]
 
G_M000_IG10:                ;; offset=0x01A9
       mov      qword ptr [rbp-0xA0], rdi
       mov      dword ptr [rbp-0x8C], r13d
       movsxd   rsi, r14d
       shl      rsi, 40
       mov      r10, qword ptr [rbp-0x40]
       or       rsi, r10
       xor      r8d, r8d
       test     r13d, r13d
       jle      SHORT G_M000_IG12
 
G_M000_IG11:                ;; offset=0x01CD
       movsxd   r11, r8d
       add      r11, rsi
       mov      qword ptr [rcx+8*r8], r11
       inc      r8d
       cmp      r8d, r13d
       jl       SHORT G_M000_IG11
 
G_M000_IG12:                ;; offset=0x01DF
       mov      r9, gword ptr [rbp-0xB0]
       test     r9, r9
       je       G_M000_IG03
 
G_M000_IG13:                ;; offset=0x01EF
       xor      ecx, ecx
       test     r13d, r13d
       jle      G_M000_IG03
 
G_M000_IG14:                ;; offset=0x01FA
       movsxd   rsi, r14d
       imul     rsi, r15
       jo       G_M000_IG36
       mov      qword ptr [rbp-0xA8], rsi
 
G_M000_IG15:                ;; offset=0x020E
       mov      dword ptr [rbp-0x44], ecx
       movsxd   r8, ecx
       mov      qword ptr [rbp-0x40], r10
       add      r8, r10
       add      r8, rsi
       jo       G_M000_IG36
       sub      r8, 1
       jo       G_M000_IG36
       movsxd   r11, r8d
       cmp      r8, r11
       jne      G_M000_IG36
       mov      dword ptr [rbp-0x5C], r8d
       mov      r11, gword ptr [r9+0x08]
       mov      gword ptr [rbp-0xC0], r11
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      edi, dword ptr [rbp-0x5C]
       mov      rsi, gword ptr [rbp-0xC0]
       cmp      edi, dword ptr [rsi+0x08]
       jae      G_M000_IG35
       mov      dword ptr [rsi+4*rdi+0x10], eax
       mov      ecx, dword ptr [rbp-0x44]
       inc      ecx
       cmp      ecx, r13d
       mov      rsi, qword ptr [rbp-0xA8]
       mov      r9, gword ptr [rbp-0xB0]
       mov      r10, qword ptr [rbp-0x40]
       jl       SHORT G_M000_IG15
       jmp      G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0286
       vzeroupper 
       add      rsp, 152
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG17:                ;; offset=0x029B
       mov      eax, dword ptr [rbp-0x90]
       cmp      eax, dword ptr [rbp-0x94]
       jge      SHORT G_M000_IG19
       mov      edx, dword ptr [rbp-0x98]
       cmp      edx, 1
       jne      SHORT G_M000_IG18
       pause    
       mov      eax, dword ptr [rbp-0x90]
       inc      eax
       mov      dword ptr [rbp-0x90], eax
       jmp      SHORT G_M000_IG20
 
G_M000_IG18:                ;; offset=0x02C6
       mov      edi, edx
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbp-0x90]
       add      eax, dword ptr [rbp-0x98]
       mov      dword ptr [rbp-0x90], eax
       mov      edx, dword ptr [rbp-0x98]
       jmp      SHORT G_M000_IG20
 
G_M000_IG19:                ;; offset=0x02E8
       mov      edi, r13d
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
       mov      edx, dword ptr [rbp-0x98]
 
G_M000_IG20:                ;; offset=0x02F7
       inc      r13d
       mov      r10, qword ptr [rbp-0x40]
       jmp      G_M000_IG05
 
G_M000_IG21:                ;; offset=0x0303
       mov      rsi, rdx
       jmp      G_M000_IG06
 
G_M000_IG22:                ;; offset=0x030B
       lea      r8, [rbp-0x58]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x50]
       mov      ecx, 1
       call     [PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:HasRoom(byref,long,int,byref):bool:this]
       mov      rdi, gword ptr [rbx+0x10]
       mov      r8d, dword ptr [rdi+0x08]
       mov      rax, qword ptr [rbp-0x50]
       mov      rdi, bword ptr [rbp-0xB8]
       mov      rcx, rax
       sub      rcx, qword ptr [rdi+0x88]
       sub      r8, rcx
       test     r8, r8
       jg       G_M000_IG07
       cmp      byte  ptr [r12+0x38], 0
       je       G_M000_IG17
       jmp      G_M000_IG16
 
G_M000_IG23:                ;; offset=0x035B
       mov      r13, r8
       jmp      G_M000_IG08
 
G_M000_IG24:                ;; offset=0x0363
       mov      r13, rsi
       jmp      G_M000_IG09
 
G_M000_IG25:                ;; offset=0x036B
       or       ecx, r13d
       jne      G_M000_IG30
       xor      rcx, rcx
       xor      r13d, r13d
       jmp      G_M000_IG10
 
G_M000_IG26:                ;; offset=0x037E
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      r15d, dword ptr [rbp-0x48]
       mov      dword ptr [rbx+0x08], r15d
       mov      edi, 480
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      r15, rax
       mov      edi, 488
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rdi, r15
       mov      rsi, rbx
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG27:                ;; offset=0x03D5
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      dword ptr [rbx+0x08], r13d
       lea      rdi, [rbp-0x88]
       mov      esi, 32
       mov      edx, 1
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       mov      edi, dword ptr [rbp-0x78]
       cmp      edi, dword ptr [rbp-0x68]
       ja       SHORT G_M000_IG30
       mov      rsi, bword ptr [rbp-0x70]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x68]
       sub      eax, edi
       cmp      eax, 26
       jb       SHORT G_M000_IG28
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rsi], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rsi+0x20], xmm0
       mov      dword ptr [rsi+0x30], 0x200073
       mov      edi, dword ptr [rbp-0x78]
       add      edi, 26
       mov      dword ptr [rbp-0x78], edi
       jmp      SHORT G_M000_IG29
 
G_M000_IG28:                ;; offset=0x0449
       lea      rdi, [rbp-0x88]
       mov      rsi, 0x7F9CB0C2ADA0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG29:                ;; offset=0x0460
       lea      rdi, [rbp-0x88]
       mov      esi, r13d
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      edi, dword ptr [rbp-0x78]
       cmp      edi, dword ptr [rbp-0x68]
       jbe      SHORT G_M000_IG31
 
G_M000_IG30:                ;; offset=0x0478
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG31:                ;; offset=0x047F
       mov      rsi, bword ptr [rbp-0x70]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x68]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG32
       mov      rdi, 0x6F006C00730020
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x730074
       mov      edi, dword ptr [rbp-0x78]
       add      edi, 6
       mov      dword ptr [rbp-0x78], edi
       jmp      SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x04B2
       lea      rdi, [rbp-0x88]
       mov      rsi, 0x7F9CB0C2ADF0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG33:                ;; offset=0x04C9
       mov      edi, 951
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      r15, rax
       lea      rdi, [rbp-0x88]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdx, rax
       mov      rdi, r15
       mov      rsi, rbx
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG34:                ;; offset=0x04FE
       mov      edi, 510
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
G_M000_IG35:                ;; offset=0x051D
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG36:                ;; offset=0x0523
       call     CORINFO_HELP_OVERFLOW
       int3     
 
RWD00  	dq	0077007400650062h, 0020006E00650065h, 006E006100200031h, 0068007400200064h
RWD32  	dq	006C006300200065h, 0027006D00690061h

; Total bytes of code 1321

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:DrainSpans[PerfBuf.Experiments.E01.SpscBatchSpanRingPort](PerfBuf.Experiments.E01.SpscBatchSpanRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 5
; 13 inlinees with PGO data; 23 single block inlinees; 4 inlinees without PGO data

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
       vmovdqu  ymmword ptr [rbp-0x60], ymm8
       xor      eax, eax
       mov      qword ptr [rbp-0x40], rax
       mov      gword ptr [rbp-0x128], rcx
       mov      qword ptr [rbp-0x38], r8
       mov      dword ptr [rbp-0x110], r9d
       mov      qword ptr [rbp-0x30], r9
       mov      rbx, rsi
       mov      r13, rdx
       mov      r15d, r8d
 
G_M000_IG02:                ;; offset=0x0048
       vmovdqu  ymm0, ymmword ptr [r13]
       vmovdqu  ymmword ptr [rbp-0x60], ymm0
       mov      rdi, qword ptr [r13+0x20]
       mov      qword ptr [rbp-0x40], rdi
 
G_M000_IG03:                ;; offset=0x005B
       mov      rax, qword ptr [r13+0x10]
       mov      bword ptr [rbp-0x120], r13
       mov      rdi, gword ptr [r13]
       mov      ecx, dword ptr [rdi+0x08]
       imul     rax, rcx
       mov      qword ptr [rbp-0x68], rax
       mov      ecx, dword ptr [rbp-0x34]
       mov      dword ptr [rbp-0x10C], ecx
       mov      edx, dword ptr [rbp-0x2C]
       mov      dword ptr [rbp-0x114], edx
       cmp      qword ptr [rbp-0x48], rax
       mov      r12, gword ptr [rbp-0x128]
       mov      r13, bword ptr [rbp-0x120]
       jl       G_M000_IG14
 
G_M000_IG04:                ;; offset=0x009F
       mov      rdi, r13
       lea      rsi, bword ptr [rbp-0x60]
       call     CORINFO_HELP_ASSIGN_BYREF
       call     CORINFO_HELP_ASSIGN_BYREF
       movsq    
       movsq    
       movsq    
 
G_M000_IG05:                ;; offset=0x00B6
       vzeroupper 
       add      rsp, 344
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x00CB
       mov      edi, r15d
       not      edi
       and      edi, 0x3FF
       je       G_M000_IG73
 
G_M000_IG07:                ;; offset=0x00DC
       mov      ecx, dword ptr [rbp-0x10C]
       mov      r14d, dword ptr [rbp-0x110]
       cmp      ecx, r14d
       jge      SHORT G_M000_IG10
 
G_M000_IG08:                ;; offset=0x00EE
       mov      edx, dword ptr [rbp-0x114]
       cmp      edx, 1
       je       G_M000_IG74
       mov      edi, edx
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      ecx, dword ptr [rbp-0x10C]
       add      ecx, dword ptr [rbp-0x114]
 
G_M000_IG09:                ;; offset=0x0111
       inc      r15d
       mov      dword ptr [rbp-0x10C], ecx
       mov      dword ptr [rbp-0x110], r14d
       jmp      SHORT G_M000_IG13
 
G_M000_IG10:                ;; offset=0x0123
       mov      edi, r15d
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
       mov      ecx, dword ptr [rbp-0x10C]
       jmp      SHORT G_M000_IG09
       align    [4 bytes for IG22]
 
G_M000_IG11:                ;; offset=0x0138
       mov      rdi, gword ptr [rbp-0x130]
       mov      byte  ptr [rdi+0x1D], 0
       cmp      dword ptr [rbp-0x78], 0
       jle      SHORT G_M000_IG06
 
G_M000_IG12:                ;; offset=0x014D
       xor      r15d, r15d
       xor      ecx, ecx
       mov      dword ptr [rbp-0x10C], ecx
 
G_M000_IG13:                ;; offset=0x0158
       mov      rax, qword ptr [rbp-0x68]
       cmp      qword ptr [rbp-0x48], rax
       jge      G_M000_IG04
 
G_M000_IG14:                ;; offset=0x0166
       mov      gword ptr [rbp-0x130], rbx
       cmp      byte  ptr [rbx], bl
       lea      rsi, bword ptr [rbx+0x1D]
       mov      bword ptr [rbp-0x138], rsi
       cmp      byte  ptr [rsi], 0
       jne      G_M000_IG72
 
G_M000_IG15:                ;; offset=0x0183
       mov      rsi, bword ptr [rbp-0x138]
       mov      byte  ptr [rsi], 1
 
G_M000_IG16:                ;; offset=0x018D
       mov      rsi, gword ptr [rbx+0x08]
       cmp      byte  ptr [rsi], sil
       add      rsi, 24
       mov      rdi, gword ptr [rbx+0x10]
       mov      r8d, dword ptr [rbx+0x18]
       lea      r9, bword ptr [rsi+0x100]
       mov      bword ptr [rbp-0x140], r9
       mov      r9, qword ptr [rsi+0x80]
       mov      rsi, bword ptr [rbp-0x140]
       mov      rsi, qword ptr [rsi]
       mov      qword ptr [rbp-0x70], rsi
       sub      r9, qword ptr [rbp-0x70]
       cmp      r9, 0x7FFFFFFF
       jg       G_M000_IG71
 
G_M000_IG17:                ;; offset=0x01D4
       mov      dword ptr [rbp-0x74], r9d
       xor      esi, esi
       mov      dword ptr [rbp-0x78], esi
 
G_M000_IG18:                ;; offset=0x01DD
       test     r9d, r9d
       jle      G_M000_IG69
 
G_M000_IG19:                ;; offset=0x01E6
       lea      r10, bword ptr [rdi+0x10]
       mov      bword ptr [rbp-0x148], r10
       and      r8d, dword ptr [rbp-0x70]
       mov      r11d, dword ptr [rdi+0x08]
       sub      r11d, r8d
       cmp      r9d, r11d
       jg       G_M000_IG33
 
G_M000_IG20:                ;; offset=0x0205
       mov      edi, r9d
 
G_M000_IG21:                ;; offset=0x0208
       mov      r11d, edi
       mov      dword ptr [rbp-0x7C], r11d
       mov      dword ptr [rbp-0x78], r11d
       movsxd   rsi, r8d
       lea      r8, bword ptr [r10+8*rsi]
       mov      rsi, r8
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG39
       mov      gword ptr [rbp-0x128], r12
       mov      rdi, gword ptr [rbp-0x60]
       mov      r12, rdi
       cmp      dword ptr [r12+0x08], 1
       jne      G_M000_IG45
       mov      bword ptr [rbp-0x120], r13
       mov      r12, qword ptr [rbp-0x40]
       cmp      dword ptr [rdi+0x08], 0
       jbe      G_M000_IG62
       mov      r8, qword ptr [rdi+0x10]
       inc      r8
       mov      qword ptr [rbp-0xA0], r8
       mov      rdi, r8
       xor      r13d, r13d
       test     r11d, r11d
       jle      SHORT G_M000_IG24
 
G_M000_IG22:                ;; offset=0x0270
       mov      r14, qword ptr [rsi+8*r13]
       cmp      r14, rdi
       jne      G_M000_IG34
 
G_M000_IG23:                ;; offset=0x027D
       add      r12, rdi
       inc      rdi
       inc      r13d
       cmp      r13d, r11d
       jl       SHORT G_M000_IG22
 
G_M000_IG24:                ;; offset=0x028B
       mov      edi, -1
 
G_M000_IG25:                ;; offset=0x0290
       test     edi, edi
       jge      G_M000_IG44
 
G_M000_IG26:                ;; offset=0x0298
       mov      edi, r11d
       add      rdi, r8
       dec      rdi
       mov      rsi, gword ptr [rbp-0x60]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG62
       mov      r8, rdi
       sub      r8, qword ptr [rsi+0x10]
       add      r8, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], r8
       mov      rsi, gword ptr [rbp-0x60]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG62
       mov      qword ptr [rsi+0x10], rdi
       mov      qword ptr [rbp-0x40], r12
       mov      r12, gword ptr [rbp-0x128]
       mov      r13, bword ptr [rbp-0x120]
 
G_M000_IG27:                ;; offset=0x02E2
       mov      r9d, dword ptr [rbp-0x74]
       cmp      r11d, r9d
       jge      G_M000_IG69
 
G_M000_IG28:                ;; offset=0x02EF
       mov      dword ptr [rbp-0x78], r9d
       sub      r9d, r11d
       mov      r8d, r9d
       mov      r10, bword ptr [rbp-0x148]
       mov      rsi, r10
       mov      r9d, r8d
       mov      dword ptr [rbp-0x104], r9d
       cmp      gword ptr [rbp-0x58], 0
       jne      G_M000_IG53
       mov      r8, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x158], r8
       cmp      dword ptr [r8+0x08], 1
       jne      G_M000_IG61
       mov      rdi, qword ptr [rbp-0x40]
       mov      r8, gword ptr [rbp-0x60]
       cmp      dword ptr [r8+0x08], 0
       jbe      G_M000_IG62
       mov      r8, qword ptr [r8+0x10]
       inc      r8
       mov      qword ptr [rbp-0xE8], r8
       mov      r10, r8
       xor      r11d, r11d
       test     r9d, r9d
       mov      gword ptr [rbp-0x128], r12
       jle      SHORT G_M000_IG35
       align    [0 bytes for IG29]
 
G_M000_IG29:                ;; offset=0x0361
       mov      r12, qword ptr [rsi+8*r11]
       cmp      r12, r10
       jne      SHORT G_M000_IG32
 
G_M000_IG30:                ;; offset=0x036A
       add      rdi, r10
       mov      qword ptr [rbp-0x100], rdi
       inc      r10
       inc      r11d
       cmp      r11d, r9d
       jge      SHORT G_M000_IG36
 
G_M000_IG31:                ;; offset=0x037F
       mov      rdi, qword ptr [rbp-0x100]
       jmp      SHORT G_M000_IG29
 
G_M000_IG32:                ;; offset=0x0388
       mov      r10d, r11d
       mov      qword ptr [rbp-0x100], rdi
       jmp      SHORT G_M000_IG37
 
G_M000_IG33:                ;; offset=0x0394
       mov      edi, r11d
       jmp      G_M000_IG21
 
G_M000_IG34:                ;; offset=0x039C
       mov      edi, r13d
       jmp      G_M000_IG25
 
G_M000_IG35:                ;; offset=0x03A4
       mov      qword ptr [rbp-0x100], rdi
 
G_M000_IG36:                ;; offset=0x03AB
       mov      r10d, -1
 
G_M000_IG37:                ;; offset=0x03B1
       test     r10d, r10d
       jge      G_M000_IG60
 
G_M000_IG38:                ;; offset=0x03BA
       mov      r9d, r9d
       add      r8, r9
       lea      rsi, [r8-0x01]
       mov      r9, gword ptr [rbp-0x60]
       cmp      dword ptr [r9+0x08], 0
       jbe      G_M000_IG62
       sub      rsi, qword ptr [r9+0x10]
       add      rsi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, gword ptr [rbp-0x60]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG62
       dec      r8
       mov      qword ptr [rsi+0x10], r8
       mov      rdi, qword ptr [rbp-0x100]
       mov      qword ptr [rbp-0x40], rdi
       mov      r12, gword ptr [rbp-0x128]
       jmp      G_M000_IG69
 
G_M000_IG39:                ;; offset=0x040B
       mov      bword ptr [rbp-0x170], r8
       xor      edi, edi
       xor      esi, esi
       cmp      esi, r11d
       jl       SHORT G_M000_IG40
       mov      r11d, dword ptr [rbp-0x7C]
       jmp      G_M000_IG27
 
G_M000_IG40:                ;; offset=0x0424
       mov      dword ptr [rbp-0x8C], esi
       mov      edi, esi
       mov      rdi, qword ptr [r8+8*rdi]
       mov      qword ptr [rbp-0xA8], rdi
       mov      rsi, rdi
       sar      rsi, 40
       mov      dword ptr [rbp-0xAC], esi
       mov      r8, 0xFFFFFFFFFF
       and      r8, rdi
       mov      qword ptr [rbp-0xB8], r8
       mov      rdi, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x150], rdi
       cmp      dword ptr [rdi+0x08], esi
       jbe      G_M000_IG47
       mov      esi, esi
       mov      rsi, qword ptr [rdi+8*rsi+0x10]
       inc      rsi
       cmp      rsi, r8
       je       SHORT G_M000_IG42
 
G_M000_IG41:                ;; offset=0x047B
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xA8]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG42:                ;; offset=0x048C
       mov      esi, dword ptr [rbp-0xAC]
       mov      rdi, gword ptr [rbp-0x150]
       cmp      esi, dword ptr [rdi+0x08]
       jae      G_M000_IG62
       mov      r8, qword ptr [rbp-0xB8]
       mov      qword ptr [rdi+8*rsi+0x10], r8
       mov      rsi, qword ptr [rbp-0x48]
       inc      rsi
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, r8
       add      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rsi
       mov      rdi, gword ptr [rbp-0x58]
       test     rdi, rdi
       je       SHORT G_M000_IG43
       mov      esi, dword ptr [rbp-0xAC]
       imul     rsi, qword ptr [rbp-0x50]
       jo       G_M000_IG63
       add      rsi, r8
       jo       G_M000_IG63
       sub      rsi, 1
       jo       G_M000_IG63
       movsxd   r8, esi
       cmp      rsi, r8
       jne      G_M000_IG63
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG43:                ;; offset=0x0503
       mov      esi, dword ptr [rbp-0x8C]
       inc      esi
       mov      r11d, dword ptr [rbp-0x7C]
       cmp      esi, r11d
       mov      r8, bword ptr [rbp-0x170]
       jl       SHORT G_M000_IG46
       jmp      G_M000_IG27
 
G_M000_IG44:                ;; offset=0x0520
       cmp      edi, r11d
       jae      G_M000_IG62
       mov      r14d, edi
       mov      rcx, qword ptr [rsi+8*r14]
       mov      esi, edi
       add      rsi, r8
       lea      rdi, [rbp-0x60]
       mov      rdx, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0xA0]
       mov      r11d, dword ptr [rbp-0x7C]
       jmp      G_M000_IG26
 
G_M000_IG45:                ;; offset=0x0552
       mov      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x88], rsi
       mov      bword ptr [rbp-0x168], r8
       xor      edi, edi
       cmp      edi, r11d
       jl       SHORT G_M000_IG48
       jmp      G_M000_IG51
 
G_M000_IG46:                ;; offset=0x0570
       jmp      G_M000_IG40
 
G_M000_IG47:                ;; offset=0x0575
       jmp      G_M000_IG41
 
G_M000_IG48:                ;; offset=0x057A
       mov      dword ptr [rbp-0x8C], edi
       mov      esi, edi
       mov      rsi, qword ptr [r8+8*rsi]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x90], r8d
       mov      rdi, 0xFFFFFFFFFF
       and      rdi, rsi
       mov      qword ptr [rbp-0x98], rdi
       cmp      dword ptr [r12+0x08], r8d
       jbe      G_M000_IG52
       mov      r8d, r8d
       mov      r8, qword ptr [r12+8*r8+0x10]
       inc      r8
       cmp      r8, rdi
       je       SHORT G_M000_IG50
 
G_M000_IG49:                ;; offset=0x05C3
       lea      rdi, [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG50:                ;; offset=0x05CD
       mov      esi, dword ptr [rbp-0x90]
       cmp      esi, dword ptr [r12+0x08]
       jae      G_M000_IG62
       mov      rdi, qword ptr [rbp-0x98]
       mov      qword ptr [r12+8*rsi+0x10], rdi
       mov      rsi, qword ptr [rbp-0x88]
       add      rsi, rdi
       mov      edi, dword ptr [rbp-0x8C]
       inc      edi
       mov      r11d, dword ptr [rbp-0x7C]
       cmp      edi, r11d
       mov      qword ptr [rbp-0x88], rsi
       mov      r8, bword ptr [rbp-0x168]
       jl       G_M000_IG48
 
G_M000_IG51:                ;; offset=0x0617
       mov      rsi, qword ptr [rbp-0x88]
       mov      qword ptr [rbp-0x40], rsi
       mov      r11d, dword ptr [rbp-0x7C]
       mov      edi, r11d
       add      rdi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rdi
       mov      r12, gword ptr [rbp-0x128]
       jmp      G_M000_IG27
 
G_M000_IG52:                ;; offset=0x063D
       jmp      SHORT G_M000_IG49
 
G_M000_IG53:                ;; offset=0x063F
       mov      r9, r10
       mov      bword ptr [rbp-0x180], r9
       mov      dword ptr [rbp-0x108], r8d
       xor      esi, esi
       xor      r10d, r10d
       jmp      G_M000_IG58
 
G_M000_IG54:                ;; offset=0x065A
       cmp      r10d, r8d
       jae      G_M000_IG62
       mov      dword ptr [rbp-0xC4], r10d
       mov      edi, r10d
       mov      rsi, qword ptr [r9+8*rdi]
       mov      r11, rsi
       sar      r11, 40
       mov      dword ptr [rbp-0xEC], r11d
       mov      rdi, 0xFFFFFFFFFF
       and      rdi, rsi
       mov      qword ptr [rbp-0xF8], rdi
       mov      r10, gword ptr [rbp-0x60]
       mov      gword ptr [rbp-0x160], r10
       cmp      dword ptr [r10+0x08], r11d
       jbe      G_M000_IG59
       mov      r8d, r11d
       mov      r8, qword ptr [r10+8*r8+0x10]
       inc      r8
       cmp      r8, rdi
       je       SHORT G_M000_IG56
 
G_M000_IG55:                ;; offset=0x06B8
       lea      rdi, [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG56:                ;; offset=0x06C2
       mov      r11d, dword ptr [rbp-0xEC]
       mov      r10, gword ptr [rbp-0x160]
       cmp      r11d, dword ptr [r10+0x08]
       jae      G_M000_IG62
       mov      esi, r11d
       mov      rdi, qword ptr [rbp-0xF8]
       mov      qword ptr [r10+8*rsi+0x10], rdi
       mov      rsi, qword ptr [rbp-0x48]
       inc      rsi
       mov      qword ptr [rbp-0x48], rsi
       mov      rsi, rdi
       add      rsi, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0x40], rsi
       mov      r8, gword ptr [rbp-0x58]
       test     r8, r8
       je       SHORT G_M000_IG57
       mov      esi, r11d
       imul     rsi, qword ptr [rbp-0x50]
       jo       G_M000_IG63
       add      rsi, rdi
       jo       G_M000_IG63
       sub      rsi, 1
       jo       G_M000_IG63
       movsxd   rdi, esi
       cmp      rsi, rdi
       jne      G_M000_IG63
       mov      rdi, r8
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG57:                ;; offset=0x073E
       mov      edi, dword ptr [rbp-0xC4]
       inc      edi
       mov      r10d, edi
       mov      r8d, dword ptr [rbp-0x108]
       mov      r9, bword ptr [rbp-0x180]
 
G_M000_IG58:                ;; offset=0x0757
       cmp      r10d, r8d
       jl       G_M000_IG54
       jmp      G_M000_IG69
 
G_M000_IG59:                ;; offset=0x0765
       jmp      G_M000_IG55
 
G_M000_IG60:                ;; offset=0x076A
       cmp      r10d, r9d
       jae      SHORT G_M000_IG62
       mov      r11d, r10d
       mov      rcx, qword ptr [rsi+8*r11]
       movsxd   rsi, r10d
       add      rsi, r8
       lea      rdi, [rbp-0x60]
       mov      rdx, qword ptr [rbp-0x100]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0xE8]
       mov      r9d, dword ptr [rbp-0x104]
       jmp      G_M000_IG38
 
G_M000_IG61:                ;; offset=0x07A0
       mov      r11, qword ptr [rbp-0x40]
       mov      qword ptr [rbp-0xC0], r11
       mov      bword ptr [rbp-0x178], r10
       xor      esi, esi
       jmp      G_M000_IG68
 
G_M000_IG62:                ;; offset=0x07B9
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG63:                ;; offset=0x07BF
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG64:                ;; offset=0x07C5
       jmp      SHORT G_M000_IG66
 
G_M000_IG65:                ;; offset=0x07C7
       cmp      esi, r9d
       jae      SHORT G_M000_IG62
       mov      dword ptr [rbp-0xC4], esi
       mov      edi, esi
       mov      rdi, qword ptr [r10+8*rdi]
       mov      qword ptr [rbp-0xD0], rdi
       mov      r10, rdi
       sar      r10, 40
       mov      dword ptr [rbp-0xD4], r10d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rdi
       mov      qword ptr [rbp-0xE0], r11
       cmp      dword ptr [r8+0x08], r10d
       jbe      SHORT G_M000_IG64
       cmp      r10d, dword ptr [r8+0x08]
       jae      SHORT G_M000_IG62
       mov      r10d, r10d
       mov      r10, qword ptr [r8+8*r10+0x10]
       inc      r10
       cmp      r10, r11
       je       SHORT G_M000_IG67
 
G_M000_IG66:                ;; offset=0x081D
       lea      rdi, [rbp-0x60]
       mov      rsi, qword ptr [rbp-0xD0]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG67:                ;; offset=0x082E
       mov      edi, dword ptr [rbp-0xD4]
       mov      r8, gword ptr [rbp-0x158]
       cmp      edi, dword ptr [r8+0x08]
       jae      G_M000_IG62
       mov      r11, qword ptr [rbp-0xE0]
       mov      qword ptr [r8+8*rdi+0x10], r11
       mov      rdi, qword ptr [rbp-0xC0]
       add      rdi, r11
       mov      esi, dword ptr [rbp-0xC4]
       inc      esi
       mov      qword ptr [rbp-0xC0], rdi
       mov      r9d, dword ptr [rbp-0x104]
       mov      r10, bword ptr [rbp-0x178]
 
G_M000_IG68:                ;; offset=0x0878
       cmp      esi, r9d
       jl       G_M000_IG65
       mov      r11, qword ptr [rbp-0xC0]
       mov      qword ptr [rbp-0x40], r11
       mov      esi, r9d
       add      rsi, qword ptr [rbp-0x48]
       mov      qword ptr [rbp-0x48], rsi
 
G_M000_IG69:                ;; offset=0x0897
       cmp      dword ptr [rbp-0x78], 0
       je       G_M000_IG11
 
G_M000_IG70:                ;; offset=0x08A1
       movsxd   rdi, dword ptr [rbp-0x78]
       add      rdi, qword ptr [rbp-0x70]
       mov      rsi, bword ptr [rbp-0x140]
       mov      qword ptr [rsi], rdi
       jmp      G_M000_IG11
 
G_M000_IG71:                ;; offset=0x08B8
       mov      r9d, 0x7FFFFFFF
       jmp      G_M000_IG17
 
G_M000_IG72:                ;; offset=0x08C3
       mov      rdi, 0x7F9CB0C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG15
 
G_M000_IG73:                ;; offset=0x08D8
       mov      rdi, r12
       cmp      dword ptr [rdi], edi
       call     [PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this]
       jmp      G_M000_IG07
 
G_M000_IG74:                ;; offset=0x08E8
       pause    
       mov      ecx, dword ptr [rbp-0x10C]
       inc      ecx
       mov      dword ptr [rbp-0x10C], ecx
       mov      ecx, dword ptr [rbp-0x10C]
       jmp      G_M000_IG09
 
G_M000_IG75:                ;; offset=0x0903
       push     rax
 
G_M000_IG76:                ;; offset=0x0904
       cmp      dword ptr [rbp-0x78], 0
       je       SHORT G_M000_IG78
 
G_M000_IG77:                ;; offset=0x090A
       movsxd   rdi, dword ptr [rbp-0x78]
       add      rdi, qword ptr [rbp-0x70]
       mov      rsi, bword ptr [rbp-0x140]
       mov      qword ptr [rsi], rdi
 
G_M000_IG78:                ;; offset=0x091C
       vzeroupper 
       add      rsp, 8
       ret      
 
G_M000_IG79:                ;; offset=0x0924
       push     rax
 
G_M000_IG80:                ;; offset=0x0925
       mov      rdi, gword ptr [rbp-0x130]
       mov      byte  ptr [rdi+0x1D], 0
 
G_M000_IG81:                ;; offset=0x0930
       vzeroupper 
       add      rsp, 8
       ret      
 
; Total bytes of code 2360

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 428

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

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Yield(int) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 1433
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
       mov      rax, 0x7F9CB9C71058
       mov      qword ptr [rbp-0x50], rax
       lea      rax, G_M000_IG06
       mov      qword ptr [rbp-0x40], rax
       lea      rax, [rbp-0x60]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG04:                ;; offset=0x0061
       mov      rax, 0x7F9D3806F770
 
G_M000_IG05:                ;; offset=0x006B
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG06:                ;; offset=0x006D
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:HasRoom(byref,long,int,byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 1002

G_M000_IG01:                ;; offset=0x0000
 
G_M000_IG02:                ;; offset=0x0000
       cmp      dword ptr [rsi+0x90], 0
       jne      SHORT G_M000_IG04
       mov      rax, qword ptr [rsi+0x100]
       mov      qword ptr [rsi+0x88], rax
       mov      dword ptr [r8], 1
       movsxd   r8, ecx
       add      rdx, r8
       sub      rdx, rax
       mov      rax, gword ptr [rdi+0x10]
       mov      eax, dword ptr [rax+0x08]
       cmp      rdx, rax
       setle    al
       movzx    rax, al
 
G_M000_IG03:                ;; offset=0x0037
       ret      
 
G_M000_IG04:                ;; offset=0x0038
       mov      dword ptr [r8], 2
       xor      eax, eax
 
G_M000_IG05:                ;; offset=0x0041
       ret      
 
; Total bytes of code 66

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
; with Synthesized PGO: fgCalledCount is 6140
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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchClaim`1[long]:get_Slots():System.Span`1[long]:this (Tier1)
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
       mov      rax, bword ptr [rdi+0x10]
       mov      edx, dword ptr [rdi+0x18]
 
G_M000_IG03:                ;; offset=0x0007
       ret      
 
; Total bytes of code 8

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

; Assembly listing for method PerfBuf.Experiments.E01.SpscBatchSpanRingPort:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 9 inlinees with PGO data; 10 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       mov      rbx, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x001C
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0x70], rdi
       cmp      byte  ptr [rdi], dil
       lea      r14, bword ptr [rdi+0x1D]
       cmp      byte  ptr [r14], 0
       jne      G_M000_IG35
 
G_M000_IG03:                ;; offset=0x0035
       mov      byte  ptr [r14], 1
 
G_M000_IG04:                ;; offset=0x0039
       mov      rdi, gword ptr [rbp-0x70]
       mov      rcx, gword ptr [rdi+0x08]
       cmp      byte  ptr [rcx], cl
       add      rcx, 24
       mov      rsi, gword ptr [rdi+0x10]
       mov      edx, dword ptr [rdi+0x18]
       lea      rax, bword ptr [rcx+0x100]
       mov      bword ptr [rbp-0x78], rax
       mov      r14, qword ptr [rcx+0x80]
       mov      rax, bword ptr [rbp-0x78]
       mov      rcx, qword ptr [rax]
       mov      qword ptr [rbp-0x30], rcx
       xor      ecx, ecx
       test     r15d, r15d
       cmovl    r15d, ecx
       sub      r14, qword ptr [rbp-0x30]
       movsxd   rcx, r15d
       cmp      r14, rcx
       cmovg    r14, rcx
       xor      ecx, ecx
       mov      dword ptr [rbp-0x34], ecx
 
G_M000_IG05:                ;; offset=0x0087
       test     r14d, r14d
       jle      G_M000_IG31
 
G_M000_IG06:                ;; offset=0x0090
       lea      r15, bword ptr [rsi+0x10]
       and      edx, dword ptr [rbp-0x30]
       mov      ecx, dword ptr [rsi+0x08]
       sub      ecx, edx
       cmp      r14d, ecx
       mov      r13d, ecx
       cmovle   r13d, r14d
       mov      dword ptr [rbp-0x34], r13d
       movsxd   rcx, edx
       lea      r12, bword ptr [r15+8*rcx]
       cmp      byte  ptr [rbx], bl
       mov      r8, rbx
       mov      rcx, r12
       mov      r9d, r13d
       mov      dword ptr [rbp-0x64], r9d
       cmp      gword ptr [r8+0x08], 0
       jne      G_M000_IG15
       mov      r10, gword ptr [r8]
       mov      gword ptr [rbp-0x80], r10
       mov      r11d, dword ptr [r10+0x08]
       mov      dword ptr [rbp-0x68], r11d
       cmp      r11d, 1
       jne      G_M000_IG22
       mov      r12, qword ptr [r8+0x20]
       mov      rsi, gword ptr [r8]
       mov      r8, qword ptr [rsi+0x10]
       inc      r8
       mov      qword ptr [rbp-0x50], r8
       mov      rsi, r8
       xor      edx, edx
       test     r9d, r9d
       jle      SHORT G_M000_IG09
       align    [0 bytes for IG07]
 
G_M000_IG07:                ;; offset=0x0100
       mov      r10, qword ptr [rcx+8*rdx]
       cmp      r10, rsi
       jne      SHORT G_M000_IG14
 
G_M000_IG08:                ;; offset=0x0109
       add      r12, rsi
       inc      rsi
       inc      edx
       cmp      edx, r9d
       jl       SHORT G_M000_IG07
 
G_M000_IG09:                ;; offset=0x0116
       mov      esi, -1
 
G_M000_IG10:                ;; offset=0x011B
       test     esi, esi
       jge      G_M000_IG21
 
G_M000_IG11:                ;; offset=0x0123
       mov      esi, r13d
       add      rsi, r8
       lea      rcx, [rsi-0x01]
       mov      rdx, gword ptr [rbx]
       cmp      dword ptr [rdx+0x08], 0
       jbe      G_M000_IG29
       sub      rcx, qword ptr [rdx+0x10]
       add      qword ptr [rbx+0x18], rcx
       mov      rcx, gword ptr [rbx]
       cmp      dword ptr [rcx+0x08], 0
       jbe      G_M000_IG29
       dec      rsi
       mov      qword ptr [rcx+0x10], rsi
       mov      qword ptr [rbx+0x20], r12
 
G_M000_IG12:                ;; offset=0x015A
       cmp      r13d, r14d
       jge      G_M000_IG31
 
G_M000_IG13:                ;; offset=0x0163
       mov      dword ptr [rbp-0x34], r14d
       mov      edx, r14d
       sub      edx, r13d
       mov      rdi, rbx
       mov      rsi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG31
 
G_M000_IG14:                ;; offset=0x017E
       mov      esi, edx
       jmp      SHORT G_M000_IG10
 
G_M000_IG15:                ;; offset=0x0182
       xor      edx, edx
       xor      ecx, ecx
       jmp      G_M000_IG20
 
G_M000_IG16:                ;; offset=0x018B
       mov      dword ptr [rbp-0x44], ecx
       mov      esi, ecx
       mov      rsi, qword ptr [r12+8*rsi]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x54], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x60], r8
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x88], r9
       cmp      dword ptr [r9+0x08], edx
       jbe      G_M000_IG23
       mov      r10d, edx
       mov      r10, qword ptr [r9+8*r10+0x10]
       inc      r10
       cmp      r10, r8
       je       SHORT G_M000_IG18
 
G_M000_IG17:                ;; offset=0x01D3
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG18:                ;; offset=0x01DC
       mov      edx, dword ptr [rbp-0x54]
       mov      r9, gword ptr [rbp-0x88]
       cmp      edx, dword ptr [r9+0x08]
       jae      G_M000_IG29
       mov      esi, edx
       mov      r8, qword ptr [rbp-0x60]
       mov      qword ptr [r9+8*rsi+0x10], r8
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r8
       mov      r9, gword ptr [rbx+0x08]
       test     r9, r9
       je       SHORT G_M000_IG19
       mov      esi, edx
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG30
       add      rsi, r8
       jo       G_M000_IG30
       sub      rsi, 1
       jo       G_M000_IG30
       movsxd   rdx, esi
       cmp      rsi, rdx
       jne      G_M000_IG30
       mov      rdi, r9
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG19:                ;; offset=0x0241
       mov      ecx, dword ptr [rbp-0x44]
       inc      ecx
 
G_M000_IG20:                ;; offset=0x0246
       cmp      ecx, r13d
       jl       G_M000_IG16
       jmp      G_M000_IG12
 
G_M000_IG21:                ;; offset=0x0254
       cmp      esi, r13d
       jae      G_M000_IG29
       mov      edx, esi
       mov      rcx, qword ptr [rcx+8*rdx]
       mov      esi, esi
       add      rsi, r8
       mov      rdi, rbx
       mov      rdx, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0x50]
       jmp      G_M000_IG11
 
G_M000_IG22:                ;; offset=0x027D
       mov      rcx, qword ptr [r8+0x20]
       mov      qword ptr [rbp-0x40], rcx
       mov      bword ptr [rbp-0x90], r12
       xor      edx, edx
       jmp      SHORT G_M000_IG27
 
G_M000_IG23:                ;; offset=0x0290
       jmp      G_M000_IG17
 
G_M000_IG24:                ;; offset=0x0295
       mov      dword ptr [rbp-0x44], edx
       mov      esi, edx
       mov      rsi, qword ptr [r12+8*rsi]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x48], r8d
       mov      r12, 0xFFFFFFFFFF
       and      r12, rsi
       cmp      r11d, r8d
       jbe      SHORT G_M000_IG28
       mov      ecx, r8d
       mov      rcx, qword ptr [r10+8*rcx+0x10]
       inc      rcx
       cmp      rcx, r12
       je       SHORT G_M000_IG26
 
G_M000_IG25:                ;; offset=0x02CB
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG26:                ;; offset=0x02D4
       mov      r8d, dword ptr [rbp-0x48]
       mov      r11d, dword ptr [rbp-0x68]
       cmp      r8d, r11d
       jae      SHORT G_M000_IG29
       mov      esi, r8d
       mov      r10, gword ptr [rbp-0x80]
       mov      qword ptr [r10+8*rsi+0x10], r12
       mov      rcx, qword ptr [rbp-0x40]
       add      rcx, r12
       mov      edx, dword ptr [rbp-0x44]
       inc      edx
       mov      qword ptr [rbp-0x40], rcx
       mov      r9d, dword ptr [rbp-0x64]
       mov      r12, bword ptr [rbp-0x90]
 
G_M000_IG27:                ;; offset=0x0308
       cmp      edx, r9d
       jl       SHORT G_M000_IG24
       mov      rcx, qword ptr [rbp-0x40]
       mov      qword ptr [rbx+0x20], rcx
       mov      edx, r13d
       add      qword ptr [rbx+0x18], rdx
       jmp      G_M000_IG12
 
G_M000_IG28:                ;; offset=0x0321
       jmp      SHORT G_M000_IG25
 
G_M000_IG29:                ;; offset=0x0323
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG30:                ;; offset=0x0329
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG31:                ;; offset=0x032F
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x0335
       movsxd   rcx, dword ptr [rbp-0x34]
       add      rcx, qword ptr [rbp-0x30]
       mov      rax, bword ptr [rbp-0x78]
       mov      qword ptr [rax], rcx
 
G_M000_IG33:                ;; offset=0x0344
       mov      rdi, gword ptr [rbp-0x70]
       mov      byte  ptr [rdi+0x1D], 0
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG34:                ;; offset=0x034F
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG35:                ;; offset=0x035E
       mov      rdi, 0x7F9CB0C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG03
 
G_M000_IG36:                ;; offset=0x0373
       push     rax
 
G_M000_IG37:                ;; offset=0x0374
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG39
 
G_M000_IG38:                ;; offset=0x037A
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rcx, bword ptr [rbp-0x78]
       mov      qword ptr [rcx], rax
 
G_M000_IG39:                ;; offset=0x0389
       add      rsp, 8
       ret      
 
G_M000_IG40:                ;; offset=0x038E
       push     rax
 
G_M000_IG41:                ;; offset=0x038F
       mov      rdi, gword ptr [rbp-0x70]
       mov      byte  ptr [rdi+0x1D], 0
 
G_M000_IG42:                ;; offset=0x0397
       add      rsp, 8
       ret      
 
; Total bytes of code 924

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpanConsumer`1[long]:Drain[PerfBuf.Experiments.Harness.SpanVerifyingSink](byref,int):int:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 669
; 8 inlinees with PGO data; 10 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       mov      gword ptr [rbp-0x70], rdi
       mov      rbx, rsi
       mov      r15d, edx
 
G_M000_IG02:                ;; offset=0x0020
       lea      r14, bword ptr [rdi+0x1D]
       cmp      byte  ptr [r14], 0
       jne      G_M000_IG35
 
G_M000_IG03:                ;; offset=0x002E
       mov      byte  ptr [r14], 1
 
G_M000_IG04:                ;; offset=0x0032
       mov      rdi, gword ptr [rbp-0x70]
       mov      rcx, gword ptr [rdi+0x08]
       cmp      byte  ptr [rcx], cl
       add      rcx, 24
       mov      rsi, gword ptr [rdi+0x10]
       mov      edx, dword ptr [rdi+0x18]
       lea      rax, bword ptr [rcx+0x100]
       mov      bword ptr [rbp-0x78], rax
       mov      r14, qword ptr [rcx+0x80]
       mov      rax, bword ptr [rbp-0x78]
       mov      r8, qword ptr [rax]
       mov      qword ptr [rbp-0x30], r8
       xor      ecx, ecx
       test     r15d, r15d
       cmovl    r15d, ecx
       sub      r14, qword ptr [rbp-0x30]
       movsxd   rcx, r15d
       cmp      r14, rcx
       cmovg    r14, rcx
       xor      ecx, ecx
       mov      dword ptr [rbp-0x34], ecx
 
G_M000_IG05:                ;; offset=0x0080
       test     r14d, r14d
       jle      G_M000_IG31
 
G_M000_IG06:                ;; offset=0x0089
       lea      r15, bword ptr [rsi+0x10]
       and      edx, dword ptr [rbp-0x30]
       mov      ecx, dword ptr [rsi+0x08]
       sub      ecx, edx
       cmp      r14d, ecx
       mov      r13d, ecx
       cmovle   r13d, r14d
       mov      dword ptr [rbp-0x34], r13d
       movsxd   rcx, edx
       lea      r12, bword ptr [r15+8*rcx]
       cmp      byte  ptr [rbx], bl
       mov      r8, rbx
       mov      rcx, r12
       mov      r9d, r13d
       mov      dword ptr [rbp-0x64], r9d
       cmp      gword ptr [r8+0x08], 0
       jne      G_M000_IG15
       mov      r10, gword ptr [r8]
       mov      gword ptr [rbp-0x80], r10
       mov      r11d, dword ptr [r10+0x08]
       mov      dword ptr [rbp-0x68], r11d
       cmp      r11d, 1
       jne      G_M000_IG22
       mov      r12, qword ptr [r8+0x20]
       mov      rsi, gword ptr [r8]
       mov      r8, qword ptr [rsi+0x10]
       inc      r8
       mov      qword ptr [rbp-0x50], r8
       mov      rsi, r8
       xor      edx, edx
       test     r9d, r9d
       jle      SHORT G_M000_IG09
       align    [7 bytes for IG07]
 
G_M000_IG07:                ;; offset=0x0100
       mov      r10, qword ptr [rcx+8*rdx]
       cmp      r10, rsi
       jne      SHORT G_M000_IG14
 
G_M000_IG08:                ;; offset=0x0109
       add      r12, rsi
       inc      rsi
       inc      edx
       cmp      edx, r9d
       jl       SHORT G_M000_IG07
 
G_M000_IG09:                ;; offset=0x0116
       mov      esi, -1
 
G_M000_IG10:                ;; offset=0x011B
       test     esi, esi
       jge      G_M000_IG21
 
G_M000_IG11:                ;; offset=0x0123
       mov      esi, r13d
       add      rsi, r8
       lea      rcx, [rsi-0x01]
       mov      rdx, gword ptr [rbx]
       cmp      dword ptr [rdx+0x08], 0
       jbe      G_M000_IG29
       sub      rcx, qword ptr [rdx+0x10]
       add      qword ptr [rbx+0x18], rcx
       mov      rcx, gword ptr [rbx]
       cmp      dword ptr [rcx+0x08], 0
       jbe      G_M000_IG29
       dec      rsi
       mov      qword ptr [rcx+0x10], rsi
       mov      qword ptr [rbx+0x20], r12
 
G_M000_IG12:                ;; offset=0x015A
       cmp      r13d, r14d
       jge      G_M000_IG31
 
G_M000_IG13:                ;; offset=0x0163
       mov      dword ptr [rbp-0x34], r14d
       mov      edx, r14d
       sub      edx, r13d
       mov      rdi, rbx
       mov      rsi, r15
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG31
 
G_M000_IG14:                ;; offset=0x017E
       mov      esi, edx
       jmp      SHORT G_M000_IG10
 
G_M000_IG15:                ;; offset=0x0182
       xor      edx, edx
       xor      ecx, ecx
       jmp      G_M000_IG20
 
G_M000_IG16:                ;; offset=0x018B
       mov      dword ptr [rbp-0x44], ecx
       mov      esi, ecx
       mov      rsi, qword ptr [r12+8*rsi]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x54], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x60], r8
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x88], r9
       cmp      dword ptr [r9+0x08], edx
       jbe      G_M000_IG23
       mov      r10d, edx
       mov      r10, qword ptr [r9+8*r10+0x10]
       inc      r10
       cmp      r10, r8
       je       SHORT G_M000_IG18
 
G_M000_IG17:                ;; offset=0x01D3
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG18:                ;; offset=0x01DC
       mov      edx, dword ptr [rbp-0x54]
       mov      r9, gword ptr [rbp-0x88]
       cmp      edx, dword ptr [r9+0x08]
       jae      G_M000_IG29
       mov      esi, edx
       mov      r8, qword ptr [rbp-0x60]
       mov      qword ptr [r9+8*rsi+0x10], r8
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r8
       mov      r9, gword ptr [rbx+0x08]
       test     r9, r9
       je       SHORT G_M000_IG19
       mov      esi, edx
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG30
       add      rsi, r8
       jo       G_M000_IG30
       sub      rsi, 1
       jo       G_M000_IG30
       movsxd   rdx, esi
       cmp      rsi, rdx
       jne      G_M000_IG30
       mov      rdi, r9
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG19:                ;; offset=0x0241
       mov      ecx, dword ptr [rbp-0x44]
       inc      ecx
 
G_M000_IG20:                ;; offset=0x0246
       cmp      ecx, r13d
       jl       G_M000_IG16
       jmp      G_M000_IG12
 
G_M000_IG21:                ;; offset=0x0254
       cmp      esi, r13d
       jae      G_M000_IG29
       mov      edx, esi
       mov      rcx, qword ptr [rcx+8*rdx]
       mov      esi, esi
       add      rsi, r8
       mov      rdi, rbx
       mov      rdx, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0x50]
       jmp      G_M000_IG11
 
G_M000_IG22:                ;; offset=0x027D
       mov      rcx, qword ptr [r8+0x20]
       mov      qword ptr [rbp-0x40], rcx
       mov      bword ptr [rbp-0x90], r12
       xor      edx, edx
       jmp      SHORT G_M000_IG27
 
G_M000_IG23:                ;; offset=0x0290
       jmp      G_M000_IG17
 
G_M000_IG24:                ;; offset=0x0295
       mov      dword ptr [rbp-0x44], edx
       mov      esi, edx
       mov      rsi, qword ptr [r12+8*rsi]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x48], r8d
       mov      r12, 0xFFFFFFFFFF
       and      r12, rsi
       cmp      r11d, r8d
       jbe      SHORT G_M000_IG28
       mov      ecx, r8d
       mov      rcx, qword ptr [r10+8*rcx+0x10]
       inc      rcx
       cmp      rcx, r12
       je       SHORT G_M000_IG26
 
G_M000_IG25:                ;; offset=0x02CB
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG26:                ;; offset=0x02D4
       mov      r8d, dword ptr [rbp-0x48]
       mov      r11d, dword ptr [rbp-0x68]
       cmp      r8d, r11d
       jae      SHORT G_M000_IG29
       mov      esi, r8d
       mov      r10, gword ptr [rbp-0x80]
       mov      qword ptr [r10+8*rsi+0x10], r12
       mov      rcx, qword ptr [rbp-0x40]
       add      rcx, r12
       mov      edx, dword ptr [rbp-0x44]
       inc      edx
       mov      qword ptr [rbp-0x40], rcx
       mov      r9d, dword ptr [rbp-0x64]
       mov      r12, bword ptr [rbp-0x90]
 
G_M000_IG27:                ;; offset=0x0308
       cmp      edx, r9d
       jl       SHORT G_M000_IG24
       mov      rcx, qword ptr [rbp-0x40]
       mov      qword ptr [rbx+0x20], rcx
       mov      edx, r13d
       add      qword ptr [rbx+0x18], rdx
       jmp      G_M000_IG12
 
G_M000_IG28:                ;; offset=0x0321
       jmp      SHORT G_M000_IG25
 
G_M000_IG29:                ;; offset=0x0323
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG30:                ;; offset=0x0329
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG31:                ;; offset=0x032F
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x0335
       movsxd   rcx, dword ptr [rbp-0x34]
       add      rcx, qword ptr [rbp-0x30]
       mov      rax, bword ptr [rbp-0x78]
       mov      qword ptr [rax], rcx
 
G_M000_IG33:                ;; offset=0x0344
       mov      rdi, gword ptr [rbp-0x70]
       mov      byte  ptr [rdi+0x1D], 0
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG34:                ;; offset=0x034F
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG35:                ;; offset=0x035E
       mov      rdi, 0x7F9CB0C2ACB8
       call     [PerfBuf.Mailboxes.DrainGuard:ThrowReentrant(System.String)]
       jmp      G_M000_IG03
 
G_M000_IG36:                ;; offset=0x0373
       push     rax
 
G_M000_IG37:                ;; offset=0x0374
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG39
 
G_M000_IG38:                ;; offset=0x037A
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rcx, bword ptr [rbp-0x78]
       mov      qword ptr [rcx], rax
 
G_M000_IG39:                ;; offset=0x0389
       add      rsp, 8
       ret      
 
G_M000_IG40:                ;; offset=0x038E
       push     rax
 
G_M000_IG41:                ;; offset=0x038F
       mov      rdi, gword ptr [rbp-0x70]
       mov      byte  ptr [rdi+0x1D], 0
 
G_M000_IG42:                ;; offset=0x0397
       add      rsp, 8
       ret      
 
; Total bytes of code 924

; Assembly listing for method PerfBuf.Mailboxes.DrainGuard:Enter(System.String):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rsp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 670

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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpans:Drain[long,PerfBuf.Experiments.Harness.SpanVerifyingSink](long[],int,byref,long,int,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 670
; 6 inlinees with PGO data; 9 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       mov      bword ptr [rbp-0x70], rdx
       mov      rbx, r9
 
G_M000_IG02:                ;; offset=0x001D
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
 
G_M000_IG03:                ;; offset=0x003E
       mov      dword ptr [rbp-0x34], r9d
 
G_M000_IG04:                ;; offset=0x0042
       test     r15d, r15d
       jle      G_M000_IG30
 
G_M000_IG05:                ;; offset=0x004B
       lea      r14, bword ptr [rdi+0x10]
       and      esi, eax
       mov      ecx, dword ptr [rdi+0x08]
       sub      ecx, esi
       cmp      r15d, ecx
       mov      r13d, ecx
       cmovle   r13d, r15d
       mov      dword ptr [rbp-0x34], r13d
       movsxd   rcx, esi
       lea      r12, bword ptr [r14+8*rcx]
       cmp      byte  ptr [rbx], bl
       mov      r8, rbx
       mov      rcx, r12
       mov      r9d, r13d
       mov      dword ptr [rbp-0x64], r9d
       cmp      gword ptr [r8+0x08], 0
       jne      G_M000_IG14
       mov      r10, gword ptr [r8]
       mov      gword ptr [rbp-0x78], r10
       mov      r11d, dword ptr [r10+0x08]
       mov      dword ptr [rbp-0x68], r11d
       cmp      r11d, 1
       jne      G_M000_IG21
       mov      r12, qword ptr [r8+0x20]
       mov      rsi, gword ptr [r8]
       mov      r8, qword ptr [rsi+0x10]
       inc      r8
       mov      qword ptr [rbp-0x50], r8
       mov      rsi, r8
       xor      edi, edi
       test     r9d, r9d
       jle      SHORT G_M000_IG08
       align    [6 bytes for IG06]
 
G_M000_IG06:                ;; offset=0x00C0
       mov      r10, qword ptr [rcx+8*rdi]
       cmp      r10, rsi
       jne      SHORT G_M000_IG13
 
G_M000_IG07:                ;; offset=0x00C9
       add      r12, rsi
       inc      rsi
       inc      edi
       cmp      edi, r9d
       jl       SHORT G_M000_IG06
 
G_M000_IG08:                ;; offset=0x00D6
       mov      esi, -1
 
G_M000_IG09:                ;; offset=0x00DB
       test     esi, esi
       jge      G_M000_IG20
 
G_M000_IG10:                ;; offset=0x00E3
       mov      edi, r13d
       add      rdi, r8
       lea      rsi, [rdi-0x01]
       mov      rcx, gword ptr [rbx]
       cmp      dword ptr [rcx+0x08], 0
       jbe      G_M000_IG28
       sub      rsi, qword ptr [rcx+0x10]
       add      qword ptr [rbx+0x18], rsi
       mov      rsi, gword ptr [rbx]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG28
       dec      rdi
       mov      qword ptr [rsi+0x10], rdi
       mov      qword ptr [rbx+0x20], r12
 
G_M000_IG11:                ;; offset=0x011A
       cmp      r13d, r15d
       jge      G_M000_IG30
 
G_M000_IG12:                ;; offset=0x0123
       mov      dword ptr [rbp-0x34], r15d
       sub      r15d, r13d
       mov      rdi, rbx
       mov      rsi, r14
       mov      edx, r15d
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
       jmp      G_M000_IG30
 
G_M000_IG13:                ;; offset=0x013E
       mov      esi, edi
       jmp      SHORT G_M000_IG09
 
G_M000_IG14:                ;; offset=0x0142
       xor      r8d, r8d
       xor      ecx, ecx
       jmp      G_M000_IG19
 
G_M000_IG15:                ;; offset=0x014C
       mov      dword ptr [rbp-0x44], ecx
       mov      edi, ecx
       mov      rsi, qword ptr [r12+8*rdi]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x54], r8d
       mov      r9, 0xFFFFFFFFFF
       and      r9, rsi
       mov      qword ptr [rbp-0x60], r9
       mov      r10, gword ptr [rbx]
       mov      gword ptr [rbp-0x80], r10
       cmp      dword ptr [r10+0x08], r8d
       jbe      G_M000_IG22
       mov      edi, r8d
       mov      rdi, qword ptr [r10+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r9
       je       SHORT G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0192
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG17:                ;; offset=0x019B
       mov      r8d, dword ptr [rbp-0x54]
       mov      r10, gword ptr [rbp-0x80]
       cmp      r8d, dword ptr [r10+0x08]
       jae      G_M000_IG28
       mov      esi, r8d
       mov      r9, qword ptr [rbp-0x60]
       mov      qword ptr [r10+8*rsi+0x10], r9
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r9
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG18
       mov      esi, r8d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG29
       add      rsi, r9
       jo       G_M000_IG29
       sub      rsi, 1
       jo       G_M000_IG29
       movsxd   r8, esi
       cmp      rsi, r8
       jne      G_M000_IG29
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG18:                ;; offset=0x01FD
       mov      ecx, dword ptr [rbp-0x44]
       inc      ecx
 
G_M000_IG19:                ;; offset=0x0202
       cmp      ecx, r13d
       jl       G_M000_IG15
       jmp      G_M000_IG11
 
G_M000_IG20:                ;; offset=0x0210
       cmp      esi, r13d
       jae      G_M000_IG28
       mov      edi, esi
       mov      rcx, qword ptr [rcx+8*rdi]
       mov      esi, esi
       add      rsi, r8
       mov      rdi, rbx
       mov      rdx, r12
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      r8, qword ptr [rbp-0x50]
       jmp      G_M000_IG10
 
G_M000_IG21:                ;; offset=0x0239
       mov      rcx, qword ptr [r8+0x20]
       mov      qword ptr [rbp-0x40], rcx
       mov      bword ptr [rbp-0x88], r12
       xor      r8d, r8d
       jmp      SHORT G_M000_IG26
 
G_M000_IG22:                ;; offset=0x024D
       jmp      G_M000_IG16
 
G_M000_IG23:                ;; offset=0x0252
       mov      dword ptr [rbp-0x44], r8d
       mov      edi, r8d
       mov      rsi, qword ptr [r12+8*rdi]
       mov      rdi, rsi
       sar      rdi, 40
       mov      dword ptr [rbp-0x48], edi
       mov      r12, 0xFFFFFFFFFF
       and      r12, rsi
       cmp      r11d, edi
       jbe      SHORT G_M000_IG27
       mov      ecx, edi
       mov      rcx, qword ptr [r10+8*rcx+0x10]
       inc      rcx
       cmp      rcx, r12
       je       SHORT G_M000_IG25
 
G_M000_IG24:                ;; offset=0x0288
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG25:                ;; offset=0x0291
       mov      edi, dword ptr [rbp-0x48]
       mov      r11d, dword ptr [rbp-0x68]
       cmp      edi, r11d
       jae      SHORT G_M000_IG28
       mov      r10, gword ptr [rbp-0x78]
       mov      qword ptr [r10+8*rdi+0x10], r12
       mov      rcx, qword ptr [rbp-0x40]
       add      rcx, r12
       mov      r8d, dword ptr [rbp-0x44]
       inc      r8d
       mov      qword ptr [rbp-0x40], rcx
       mov      r9d, dword ptr [rbp-0x64]
       mov      r12, bword ptr [rbp-0x88]
 
G_M000_IG26:                ;; offset=0x02C3
       cmp      r8d, r9d
       jl       SHORT G_M000_IG23
       mov      rcx, qword ptr [rbp-0x40]
       mov      qword ptr [rbx+0x20], rcx
       mov      r8d, r13d
       add      qword ptr [rbx+0x18], r8
       jmp      G_M000_IG11
 
G_M000_IG27:                ;; offset=0x02DC
       jmp      SHORT G_M000_IG24
 
G_M000_IG28:                ;; offset=0x02DE
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG29:                ;; offset=0x02E4
       call     CORINFO_HELP_OVERFLOW
       int3     
 
G_M000_IG30:                ;; offset=0x02EA
       mov      rax, qword ptr [rbp-0x30]
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG32
 
G_M000_IG31:                ;; offset=0x02F4
       movsxd   rcx, dword ptr [rbp-0x34]
       add      rcx, rax
       mov      rdx, bword ptr [rbp-0x70]
       mov      qword ptr [rdx], rcx
 
G_M000_IG32:                ;; offset=0x0302
       mov      eax, dword ptr [rbp-0x34]
 
G_M000_IG33:                ;; offset=0x0305
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG34:                ;; offset=0x0314
       push     rax
 
G_M000_IG35:                ;; offset=0x0315
       cmp      dword ptr [rbp-0x34], 0
       je       SHORT G_M000_IG37
 
G_M000_IG36:                ;; offset=0x031B
       movsxd   rax, dword ptr [rbp-0x34]
       add      rax, qword ptr [rbp-0x30]
       mov      rdx, bword ptr [rbp-0x70]
       mov      qword ptr [rdx], rax
 
G_M000_IG37:                ;; offset=0x032A
       add      rsp, 8
       ret      
 
; Total bytes of code 815

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
; 2 inlinees with PGO data; 3 single block inlinees; 1 inlinees without PGO data

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
 
G_M000_IG02:                ;; offset=0x0016
       mov      rax, rbx
       mov      rcx, rsi
       mov      r15d, edx
       cmp      gword ptr [rax+0x08], 0
       jne      G_M000_IG10
       mov      rdi, gword ptr [rax]
       mov      r14, rdi
       mov      r13d, dword ptr [r14+0x08]
       cmp      r13d, 1
       jne      G_M000_IG17
       mov      r13, qword ptr [rax+0x20]
       mov      r14, qword ptr [rdi+0x10]
       inc      r14
       mov      rsi, r14
       xor      edi, edi
       test     r15d, r15d
       jle      SHORT G_M000_IG05
       align    [13 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x0060
       mov      rdx, qword ptr [rcx+8*rdi]
       cmp      rdx, rsi
       jne      SHORT G_M000_IG09
 
G_M000_IG04:                ;; offset=0x0069
       add      r13, rsi
       inc      rsi
       inc      edi
       cmp      edi, r15d
       jl       SHORT G_M000_IG03
 
G_M000_IG05:                ;; offset=0x0076
       mov      esi, -1
 
G_M000_IG06:                ;; offset=0x007B
       test     esi, esi
       jge      G_M000_IG16
 
G_M000_IG07:                ;; offset=0x0083
       mov      edi, r15d
       add      rdi, r14
       dec      rdi
       mov      rsi, gword ptr [rbx]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG24
       mov      rax, rdi
       sub      rax, qword ptr [rsi+0x10]
       add      qword ptr [rbx+0x18], rax
       mov      rsi, gword ptr [rbx]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG24
       mov      qword ptr [rsi+0x10], rdi
       mov      qword ptr [rbx+0x20], r13
 
G_M000_IG08:                ;; offset=0x00B9
       add      rsp, 40
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x00C8
       mov      esi, edi
       jmp      SHORT G_M000_IG06
 
G_M000_IG10:                ;; offset=0x00CC
       mov      r15, rsi
       mov      r14d, edx
       xor      ecx, ecx
       xor      r13d, r13d
       jmp      G_M000_IG15
 
G_M000_IG11:                ;; offset=0x00DC
       mov      edi, r13d
       mov      rsi, qword ptr [r15+8*rdi]
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x40], rax
       mov      rcx, gword ptr [rbx]
       mov      gword ptr [rbp-0x48], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG18
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG13
 
G_M000_IG12:                ;; offset=0x011C
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG13:                ;; offset=0x0125
       mov      rcx, gword ptr [rbp-0x48]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG24
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x40]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], rax
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG14
       mov      esi, r12d
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG25
       add      rsi, rax
       jo       G_M000_IG25
       sub      rsi, 1
       jo       G_M000_IG25
       movsxd   rax, esi
       cmp      rsi, rax
       jne      G_M000_IG25
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG14:                ;; offset=0x0183
       inc      r13d
 
G_M000_IG15:                ;; offset=0x0186
       cmp      r13d, r14d
       jl       G_M000_IG11
       jmp      G_M000_IG08
 
G_M000_IG16:                ;; offset=0x0194
       cmp      esi, r15d
       jae      G_M000_IG24
       mov      edi, esi
       mov      rcx, qword ptr [rcx+8*rdi]
       mov      esi, esi
       add      rsi, r14
       mov      rdi, rbx
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       jmp      G_M000_IG07
 
G_M000_IG17:                ;; offset=0x01B9
       mov      r12, qword ptr [rax+0x20]
       mov      rax, rsi
       mov      bword ptr [rbp-0x50], rax
       xor      ecx, ecx
       jmp      SHORT G_M000_IG22
 
G_M000_IG18:                ;; offset=0x01C8
       jmp      G_M000_IG12
 
G_M000_IG19:                ;; offset=0x01CD
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
 
G_M000_IG20:                ;; offset=0x0205
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG21:                ;; offset=0x020E
       mov      edx, dword ptr [rbp-0x30]
       cmp      edx, r13d
       jae      SHORT G_M000_IG24
       mov      edi, edx
       mov      r8, qword ptr [rbp-0x38]
       mov      qword ptr [r14+8*rdi+0x10], r8
       add      r12, r8
       mov      ecx, dword ptr [rbp-0x2C]
       inc      ecx
       mov      rax, bword ptr [rbp-0x50]
 
G_M000_IG22:                ;; offset=0x022D
       cmp      ecx, r15d
       jl       SHORT G_M000_IG19
       mov      qword ptr [rbx+0x20], r12
       mov      ecx, r15d
       add      qword ptr [rbx+0x18], rcx
       jmp      G_M000_IG08
 
G_M000_IG23:                ;; offset=0x0242
       jmp      SHORT G_M000_IG20
 
G_M000_IG24:                ;; offset=0x0244
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG25:                ;; offset=0x024A
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 592

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 11880
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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscSpans:HandOver[long,PerfBuf.Experiments.Harness.SpanVerifyingSink](long[],int,long,int,byref,byref) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 652
; 3 inlinees with PGO data; 9 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 104
       lea      rbp, [rsp+0x90]
       mov      r15d, ecx
       mov      rbx, r8
       mov      r14, r9
 
G_M000_IG02:                ;; offset=0x001F
       lea      r13, bword ptr [rdi+0x10]
       and      esi, edx
       mov      ecx, dword ptr [rdi+0x08]
       sub      ecx, esi
       cmp      r15d, ecx
       mov      r12d, ecx
       cmovle   r12d, r15d
       mov      dword ptr [r14], r12d
       movsxd   rcx, esi
       lea      rax, bword ptr [r13+8*rcx]
       mov      r8, rbx
       mov      rcx, rax
       cmp      gword ptr [r8+0x08], 0
       jne      G_M000_IG14
       mov      rsi, gword ptr [r8]
       mov      r9, rsi
       mov      gword ptr [rbp-0x70], r9
       mov      r10d, dword ptr [r9+0x08]
       mov      dword ptr [rbp-0x64], r10d
       cmp      r10d, 1
       jne      G_M000_IG22
       mov      rdi, qword ptr [r8+0x20]
       mov      rax, qword ptr [rsi+0x10]
       inc      rax
       mov      qword ptr [rbp-0x48], rax
       mov      rsi, rdi
       mov      rdi, rax
       xor      edx, edx
       test     r12d, r12d
       jle      G_M000_IG20
       align    [4 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x0090
       mov      r8, qword ptr [rcx+8*rdx]
       cmp      r8, rdi
       jne      SHORT G_M000_IG06
 
G_M000_IG04:                ;; offset=0x0099
       add      rsi, rdi
       mov      qword ptr [rbp-0x60], rsi
       inc      rdi
       inc      edx
       cmp      edx, r12d
       jge      SHORT G_M000_IG07
 
G_M000_IG05:                ;; offset=0x00AA
       mov      rsi, qword ptr [rbp-0x60]
       jmp      SHORT G_M000_IG03
 
G_M000_IG06:                ;; offset=0x00B0
       mov      edi, edx
       mov      qword ptr [rbp-0x60], rsi
       jmp      SHORT G_M000_IG08
 
G_M000_IG07:                ;; offset=0x00B8
       mov      edi, -1
 
G_M000_IG08:                ;; offset=0x00BD
       test     edi, edi
       jge      G_M000_IG21
 
G_M000_IG09:                ;; offset=0x00C5
       mov      edi, r12d
       add      rdi, rax
       dec      rdi
       mov      rax, gword ptr [rbx]
       cmp      dword ptr [rax+0x08], 0
       jbe      G_M000_IG29
       mov      rcx, rdi
       sub      rcx, qword ptr [rax+0x10]
       add      qword ptr [rbx+0x18], rcx
       mov      rax, gword ptr [rbx]
       cmp      dword ptr [rax+0x08], 0
       jbe      G_M000_IG29
       mov      qword ptr [rax+0x10], rdi
       mov      rsi, qword ptr [rbp-0x60]
       mov      qword ptr [rbx+0x20], rsi
 
G_M000_IG10:                ;; offset=0x00FF
       cmp      r12d, r15d
       jl       SHORT G_M000_IG12
 
G_M000_IG11:                ;; offset=0x0104
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG12:                ;; offset=0x0113
       mov      dword ptr [r14], r15d
       mov      edx, r15d
       sub      edx, r12d
       mov      rdi, rbx
       mov      rsi, r13
 
G_M000_IG13:                ;; offset=0x0122
       add      rsp, 104
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       tail.jmp [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this]
 
G_M000_IG14:                ;; offset=0x0136
       mov      bword ptr [rbp-0x88], rax
       xor      edx, edx
       xor      ecx, ecx
       jmp      G_M000_IG19
 
G_M000_IG15:                ;; offset=0x0146
       mov      dword ptr [rbp-0x34], ecx
       mov      edi, ecx
       mov      rsi, qword ptr [rax+8*rdi]
       mov      rdx, rsi
       sar      rdx, 40
       mov      dword ptr [rbp-0x4C], edx
       mov      r8, 0xFFFFFFFFFF
       and      r8, rsi
       mov      qword ptr [rbp-0x58], r8
       mov      r9, gword ptr [rbx]
       mov      gword ptr [rbp-0x78], r9
       cmp      dword ptr [r9+0x08], edx
       jbe      G_M000_IG23
       mov      edi, edx
       mov      rdi, qword ptr [r9+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r8
       je       SHORT G_M000_IG17
 
G_M000_IG16:                ;; offset=0x018A
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG17:                ;; offset=0x0193
       mov      edx, dword ptr [rbp-0x4C]
       mov      r9, gword ptr [rbp-0x78]
       cmp      edx, dword ptr [r9+0x08]
       jae      G_M000_IG29
       mov      esi, edx
       mov      r8, qword ptr [rbp-0x58]
       mov      qword ptr [r9+8*rsi+0x10], r8
       inc      qword ptr [rbx+0x18]
       add      qword ptr [rbx+0x20], r8
       mov      rdi, gword ptr [rbx+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG18
       mov      esi, edx
       imul     rsi, qword ptr [rbx+0x10]
       jo       G_M000_IG30
       add      rsi, r8
       jo       G_M000_IG30
       sub      rsi, 1
       jo       G_M000_IG30
       movsxd   rdx, esi
       cmp      rsi, rdx
       jne      G_M000_IG30
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG18:                ;; offset=0x01F2
       mov      ecx, dword ptr [rbp-0x34]
       inc      ecx
       mov      rax, bword ptr [rbp-0x88]
 
G_M000_IG19:                ;; offset=0x01FE
       cmp      ecx, r12d
       jl       G_M000_IG15
       jmp      G_M000_IG10
 
G_M000_IG20:                ;; offset=0x020C
       mov      qword ptr [rbp-0x60], rsi
       jmp      G_M000_IG07
 
G_M000_IG21:                ;; offset=0x0215
       cmp      edi, r12d
       jae      G_M000_IG29
       mov      edx, edi
       mov      rcx, qword ptr [rcx+8*rdx]
       mov      edi, edi
       lea      rsi, [rax+rdi]
       mov      rdi, rbx
       mov      rdx, qword ptr [rbp-0x60]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      rax, qword ptr [rbp-0x48]
       jmp      G_M000_IG09
 
G_M000_IG22:                ;; offset=0x0240
       mov      rcx, qword ptr [r8+0x20]
       mov      qword ptr [rbp-0x30], rcx
       mov      bword ptr [rbp-0x80], rax
       xor      edx, edx
       jmp      SHORT G_M000_IG27
 
G_M000_IG23:                ;; offset=0x0250
       jmp      G_M000_IG16
 
G_M000_IG24:                ;; offset=0x0255
       mov      dword ptr [rbp-0x34], edx
       mov      edi, edx
       mov      rsi, qword ptr [rax+8*rdi]
       mov      r8, rsi
       sar      r8, 40
       mov      dword ptr [rbp-0x38], r8d
       mov      r11, 0xFFFFFFFFFF
       and      r11, rsi
       mov      qword ptr [rbp-0x40], r11
       cmp      r10d, r8d
       jbe      SHORT G_M000_IG28
       mov      edi, r8d
       mov      rdi, qword ptr [r9+8*rdi+0x10]
       inc      rdi
       cmp      rdi, r11
       je       SHORT G_M000_IG26
 
G_M000_IG25:                ;; offset=0x028F
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG26:                ;; offset=0x0298
       mov      r8d, dword ptr [rbp-0x38]
       mov      r10d, dword ptr [rbp-0x64]
       cmp      r8d, r10d
       jae      SHORT G_M000_IG29
       mov      edi, r8d
       mov      r9, gword ptr [rbp-0x70]
       mov      r11, qword ptr [rbp-0x40]
       mov      qword ptr [r9+8*rdi+0x10], r11
       mov      rcx, qword ptr [rbp-0x30]
       add      rcx, r11
       mov      edx, dword ptr [rbp-0x34]
       inc      edx
       mov      qword ptr [rbp-0x30], rcx
       mov      rax, bword ptr [rbp-0x80]
 
G_M000_IG27:                ;; offset=0x02C9
       cmp      edx, r12d
       jl       SHORT G_M000_IG24
       mov      rcx, qword ptr [rbp-0x30]
       mov      qword ptr [rbx+0x20], rcx
       mov      edx, r12d
       add      qword ptr [rbx+0x18], rdx
       jmp      G_M000_IG10
 
G_M000_IG28:                ;; offset=0x02E2
       jmp      SHORT G_M000_IG25
 
G_M000_IG29:                ;; offset=0x02E4
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG30:                ;; offset=0x02EA
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 752

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

; Assembly listing for method PerfBuf.Experiments.Harness.Loops:WaitForProducers(byref,PerfBuf.Experiments.Harness.WorkerGroup) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 83
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
       jge      SHORT G_M000_IG07
 
G_M000_IG04:                ;; offset=0x001F
       mov      edi, dword ptr [rbx+0x0C]
       cmp      edi, 1
       je       SHORT G_M000_IG09
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      edi, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], edi
 
G_M000_IG05:                ;; offset=0x0033
       inc      dword ptr [rbx]
 
G_M000_IG06:                ;; offset=0x0035
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG07:                ;; offset=0x003C
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
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

; Assembly listing for method PerfBuf.Core.Waiting.Backoff:Pause():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; rbp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 83
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
       jge      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0013
       mov      edi, dword ptr [rbx+0x0C]
       cmp      edi, 1
       je       SHORT G_M000_IG07
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      edi, dword ptr [rbx+0x0C]
       add      dword ptr [rbx+0x04], edi
 
G_M000_IG04:                ;; offset=0x0027
       inc      dword ptr [rbx]
 
G_M000_IG05:                ;; offset=0x0029
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x0030
       mov      edi, dword ptr [rbx]
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:TryClaimBatch(int,byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 32
; 3 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       push     rax
       lea      rbp, [rsp+0x30]
       xor      eax, eax
       mov      qword ptr [rbp-0x30], rax
       mov      rbx, rdi
       mov      r14d, esi
       mov      r15, rdx
 
G_M000_IG02:                ;; offset=0x001F
       test     r14d, r14d
       jle      G_M000_IG06
       mov      r13, gword ptr [rbx+0x08]
       add      r13, 24
       mov      r12, qword ptr [r13+0x80]
       mov      r8, gword ptr [rbx+0x10]
       mov      eax, dword ptr [r8+0x08]
       mov      r8, r12
       sub      r8, qword ptr [r13+0x88]
       sub      rax, r8
       mov      r8d, r14d
       cmp      rax, r8
       jl       G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0058
       mov      ecx, r12d
       and      ecx, dword ptr [rbx+0x18]
       mov      edx, r14d
       cmp      rdx, rax
       cmovg    rdx, rax
       mov      rax, gword ptr [rbx+0x10]
       mov      edi, dword ptr [rax+0x08]
       sub      edi, ecx
       movsxd   rdi, edi
       cmp      rdx, rdi
       cmovg    rdx, rdi
       test     rax, rax
       je       G_M000_IG09
       mov      edi, ecx
       mov      esi, edx
       add      rdi, rsi
       mov      esi, dword ptr [rax+0x08]
       cmp      rdi, rsi
       ja       G_M000_IG10
       lea      rax, bword ptr [rax+8*rcx+0x10]
 
G_M000_IG04:                ;; offset=0x009C
       mov      gword ptr [r15], rbx
       mov      qword ptr [r15+0x08], r12
       mov      bword ptr [r15+0x10], rax
       mov      dword ptr [r15+0x18], edx
       mov      eax, 1
 
G_M000_IG05:                ;; offset=0x00B0
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x00BF
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      dword ptr [rbx+0x08], r14d
       mov      edi, 480
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      r15, rax
       mov      edi, 488
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rdi, r15
       mov      rsi, rbx
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG07:                ;; offset=0x0112
       lea      r8, [rbp-0x30]
       mov      rdi, rbx
       mov      rsi, r13
       mov      rdx, r12
       mov      ecx, 1
       call     [PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:HasRoom(byref,long,int,byref):bool:this]
       mov      rax, gword ptr [rbx+0x10]
       mov      eax, dword ptr [rax+0x08]
       mov      rcx, r12
       sub      rcx, qword ptr [r13+0x88]
       sub      rax, rcx
       test     rax, rax
       jg       G_M000_IG03
       xor      eax, eax
       mov      qword ptr [r15], rax
       mov      qword ptr [r15+0x08], rax
       mov      qword ptr [r15+0x10], rax
       mov      qword ptr [r15+0x18], rax
 
G_M000_IG08:                ;; offset=0x0158
       add      rsp, 8
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG09:                ;; offset=0x0167
       or       ecx, edx
       jne      SHORT G_M000_IG10
       xor      rax, rax
       xor      edx, edx
       jmp      G_M000_IG04
 
G_M000_IG10:                ;; offset=0x0174
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
; Total bytes of code 379

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchClaim`1[long]:.ctor(PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long],System.Span`1[long],long):this (Tier1)
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
       mov      gword ptr [rdi], rsi
       mov      bword ptr [rdi+0x10], rdx
       mov      dword ptr [rdi+0x18], ecx
       mov      qword ptr [rdi+0x08], r8
 
G_M000_IG03:                ;; offset=0x000E
       ret      
 
; Total bytes of code 15

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

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchClaim`1[long]:Publish():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 8 inlinees with PGO data; 5 single block inlinees; 2 inlinees without PGO data

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
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x0022
       mov      esi, dword ptr [rbx+0x18]
       mov      r15d, esi
       mov      rdi, gword ptr [rbx]
       test     rdi, rdi
       je       SHORT G_M000_IG04
       lea      eax, [r15-0x01]
       cmp      eax, esi
       jae      SHORT G_M000_IG05
       mov      rsi, qword ptr [rbx+0x08]
       mov      rdi, gword ptr [rdi+0x08]
       add      rdi, 24
       cmp      qword ptr [rdi+0x80], rsi
       jne      G_M000_IG12
       cmp      dword ptr [rdi+0x90], 0
       jne      G_M000_IG12
       mov      eax, r15d
       add      rsi, rax
       mov      qword ptr [rdi+0x80], rsi
 
G_M000_IG03:                ;; offset=0x006B
       vzeroupper 
       add      rsp, 40
       pop      rbx
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x0079
       mov      edi, 877
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
G_M000_IG05:                ;; offset=0x0098
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], r15d
       lea      rdi, [rbp-0x40]
       mov      esi, 32
       mov      edx, 1
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       ja       SHORT G_M000_IG08
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 26
       jb       SHORT G_M000_IG06
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rsi], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rsi+0x20], xmm0
       mov      dword ptr [rsi+0x30], 0x200073
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 26
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG07
 
G_M000_IG06:                ;; offset=0x0109
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7F9CB0C2ADA0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG07:                ;; offset=0x011D
       mov      esi, dword ptr [rbx+0x18]
       lea      rdi, [rbp-0x40]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       jbe      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x0132
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG09:                ;; offset=0x0139
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG10
       mov      rdi, 0x6F006C00730020
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x730074
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 6
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG11
 
G_M000_IG10:                ;; offset=0x016C
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7F9CB0C2ADF0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG11:                ;; offset=0x0180
       mov      edi, 951
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rbx, rax
       lea      rdi, [rbp-0x40]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdx, rax
       mov      rdi, rbx
       mov      rsi, r14
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG12:                ;; offset=0x01B2
       mov      edi, 510
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
RWD00  	dq	0077007400650062h, 0020006E00650065h, 006E006100200031h, 0068007400200064h
RWD32  	dq	006C006300200065h, 0027006D00690061h

; Total bytes of code 465

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchClaim`1[long]:Publish(int):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 30
; 7 inlinees with PGO data; 4 single block inlinees; 2 inlinees without PGO data

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
       mov      rbx, rdi
       mov      r15d, esi
 
G_M000_IG02:                ;; offset=0x0025
       mov      rdi, gword ptr [rbx]
       test     rdi, rdi
       je       SHORT G_M000_IG04
       mov      esi, dword ptr [rbx+0x18]
       lea      eax, [r15-0x01]
       cmp      eax, esi
       jae      SHORT G_M000_IG05
       mov      rsi, qword ptr [rbx+0x08]
       mov      rdi, gword ptr [rdi+0x08]
       add      rdi, 24
       cmp      qword ptr [rdi+0x80], rsi
       jne      G_M000_IG12
       cmp      dword ptr [rdi+0x90], 0
       jne      G_M000_IG12
       movsxd   rax, r15d
       add      rsi, rax
       mov      qword ptr [rdi+0x80], rsi
 
G_M000_IG03:                ;; offset=0x006B
       vzeroupper 
       add      rsp, 40
       pop      rbx
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x0079
       mov      edi, 877
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
G_M000_IG05:                ;; offset=0x0098
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], r15d
       lea      rdi, [rbp-0x40]
       mov      esi, 32
       mov      edx, 1
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       ja       SHORT G_M000_IG08
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 26
       jb       SHORT G_M000_IG06
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rsi], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rsi+0x20], xmm0
       mov      dword ptr [rsi+0x30], 0x200073
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 26
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG07
 
G_M000_IG06:                ;; offset=0x0109
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7F9CB0C2ADA0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG07:                ;; offset=0x011D
       mov      esi, dword ptr [rbx+0x18]
       lea      rdi, [rbp-0x40]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      edi, dword ptr [rbp-0x30]
       cmp      edi, dword ptr [rbp-0x20]
       jbe      SHORT G_M000_IG09
 
G_M000_IG08:                ;; offset=0x0132
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG09:                ;; offset=0x0139
       mov      rsi, bword ptr [rbp-0x28]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x20]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG10
       mov      rdi, 0x6F006C00730020
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x730074
       mov      edi, dword ptr [rbp-0x30]
       add      edi, 6
       mov      dword ptr [rbp-0x30], edi
       jmp      SHORT G_M000_IG11
 
G_M000_IG10:                ;; offset=0x016C
       lea      rdi, [rbp-0x40]
       mov      rsi, 0x7F9CB0C2ADF0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG11:                ;; offset=0x0180
       mov      edi, 951
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rbx, rax
       lea      rdi, [rbp-0x40]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdx, rax
       mov      rdi, rbx
       mov      rsi, r14
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG12:                ;; offset=0x01B2
       mov      edi, 510
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
RWD00  	dq	0077007400650062h, 0020006E00650065h, 006E006100200031h, 0068007400200064h
RWD32  	dq	006C006300200065h, 0027006D00690061h

; Total bytes of code 465

; Assembly listing for method PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:Publish(long,int):this (Tier1)
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
       mov      rdi, gword ptr [rdi+0x08]
       add      rdi, 24
       cmp      qword ptr [rdi+0x80], rsi
       jne      SHORT G_M000_IG04
       cmp      dword ptr [rdi+0x90], 0
       jne      SHORT G_M000_IG04
       movsxd   rax, edx
       add      rsi, rax
       mov      qword ptr [rdi+0x80], rsi
 
G_M000_IG03:                ;; offset=0x002B
       pop      rbp
       ret      
 
G_M000_IG04:                ;; offset=0x002D
       mov      edi, 510
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
; Total bytes of code 76

; Assembly listing for method PerfBuf.Experiments.Harness.Check:Equal(long,long,System.String) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 51
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
       add      r14, qword ptr [(reloc 0x7f9cb8c4b150)]
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
       mov      rsi, 0x7F9CB0C2AFB0
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
       mov      rsi, 0x7F9CB0C2AFE0
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
; with Synthesized PGO: fgCalledCount is 30
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
       mov      rsi, 0x7F9CBA372868
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
       mov      rsi, 0x7F9CBA372868
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
       mov      rax, 0x7F90DF002980
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
       mov      rdi, 0x7F9CBA3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      edi, 521
       mov      rsi, 0x7F9CBA147A00
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
; with Synthesized PGO: fgCalledCount is 83
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
       mov      rdi, 0x7F9CBB4E7D68
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG75
       mov      r15d, dword ptr [rbx+0x08]
       test     r15d, r15d
       jne      G_M000_IG73
 
G_M000_IG03:                ;; offset=0x007D
       test     byte  ptr [(reloc 0x7f9cbb4eb9c0)], 1
       je       G_M000_IG74
 
G_M000_IG04:                ;; offset=0x008A
       mov      rdi, 0x7F90DF002990
       mov      r14, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0097
       mov      gword ptr [rbp-0x90], r14
 
G_M000_IG06:                ;; offset=0x009E
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7F9CBB4EB8F8
       cmp      rbx, rdi
       jne      G_M000_IG65
       mov      edi, dword ptr [r14+0x08]
       inc      edi
       mov      ebx, dword ptr [r14+0x0C]
       cmp      edi, ebx
       jae      G_M000_IG58
 
G_M000_IG07:                ;; offset=0x00CD
       mov      dword ptr [r14+0x08], edi
       mov      edi, dword ptr [r14+0x08]
       cmp      edi, dword ptr [r14+0x0C]
       jae      G_M000_IG66
       mov      r11, gword ptr [r14+0x10]
       cmp      edi, dword ptr [r11+0x08]
       jae      G_M000_IG71
       mov      rbx, gword ptr [r11+8*rdi+0x10]
 
G_M000_IG08:                ;; offset=0x00F2
       mov      gword ptr [rbp-0x98], rbx
       mov      rax, gword ptr [rbx+0x18]
       mov      gword ptr [rbp-0xA0], rax
       xor      eax, eax
       mov      gword ptr [rbp-0x30], rax
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0x40000000
       jne      G_M000_IG67
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0125
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG68
 
G_M000_IG10:                ;; offset=0x0133
       mov      rax, gword ptr [rbp-0xA0]
       test     dword ptr [rax+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG56
 
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
       jl       SHORT G_M000_IG16
 
G_M000_IG13:                ;; offset=0x016D
       mov      rdi, gword ptr [rbp-0xA0]
       cmp      gword ptr [rdi+0x08], 0
       je       G_M000_IG34
 
G_M000_IG14:                ;; offset=0x017F
       mov      rdi, 0x7F90DF0029D8
       mov      rsi, gword ptr [rdi]
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG35
 
G_M000_IG15:                ;; offset=0x0199
       xor      rax, rax
       xor      edx, edx
       jmp      G_M000_IG36
 
G_M000_IG16:                ;; offset=0x01A2
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG25
 
G_M000_IG17:                ;; offset=0x01AC
       mov      eax, dword ptr [rbp-0x38]
       add      eax, -10
       test     al, 1
       jne      G_M000_IG25
 
G_M000_IG18:                ;; offset=0x01BA
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
       je       SHORT G_M000_IG24
 
G_M000_IG19:                ;; offset=0x01E5
       mov      rax, 0x7F9CB9C71058
       mov      qword ptr [rbp-0x70], rax
       lea      rax, G_M000_IG22
       mov      qword ptr [rbp-0x60], rax
       mov      rax, qword ptr [rbp-0x48]
       lea      rcx, [rbp-0x80]
       mov      qword ptr [rax+0x08], rcx
       mov      rax, qword ptr [rbp-0x48]
       mov      byte  ptr [rax+0x04], 0
 
G_M000_IG20:                ;; offset=0x0212
       mov      rax, 0x7F9D3806F770
 
G_M000_IG21:                ;; offset=0x021C
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG22:                ;; offset=0x021E
       mov      rcx, qword ptr [rbp-0x48]
       mov      byte  ptr [rcx+0x04], 1
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
       je       SHORT G_M000_IG23
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG23:                ;; offset=0x0235
       mov      rdi, qword ptr [rbp-0x48]
       mov      rax, qword ptr [rbp-0x78]
       mov      qword ptr [rdi+0x08], rax
       jmp      SHORT G_M000_IG28
 
G_M000_IG24:                ;; offset=0x0243
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG28
 
G_M000_IG25:                ;; offset=0x024D
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG57
 
G_M000_IG26:                ;; offset=0x025C
       cmp      eax, 0x400
       jge      G_M000_IG62
       mov      edi, eax
       mov      rax, 0x7F9D3806F410
 
G_M000_IG27:                ;; offset=0x0273
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
       jne      G_M000_IG61
 
G_M000_IG28:                ;; offset=0x0282
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG63
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG29:                ;; offset=0x0294
       mov      dword ptr [rbp-0x38], edi
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG56
 
G_M000_IG30:                ;; offset=0x02AB
       cmp      dword ptr [rbp-0x38], 100
       mov      r14, gword ptr [rbp-0x90]
       jl       G_M000_IG12
 
G_M000_IG31:                ;; offset=0x02BC
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG12
 
G_M000_IG32:                ;; offset=0x02DC
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG12
 
G_M000_IG33:                ;; offset=0x02E7
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG12
       jmp      G_M000_IG68
 
G_M000_IG34:                ;; offset=0x02FA
       mov      rdi, 0x7F9CB8C447B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       mov      rdi, gword ptr [rbp-0xA0]
       add      rdi, 8
       test     rdi, rdi
       je       G_M000_IG69
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG14
 
G_M000_IG35:                ;; offset=0x032C
       mov      rdx, gword ptr [rbp-0xA0]
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
 
G_M000_IG36:                ;; offset=0x033E
       mov      gword ptr [rbp-0xB0], rax
       mov      qword ptr [rbp-0x88], rdx
 
G_M000_IG37:                ;; offset=0x034C
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0xA8], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG38:                ;; offset=0x0363
       cmp      gword ptr [rbp-0xA8], 0
       je       G_M000_IG48
       mov      rdi, gword ptr [rbp-0xA8]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG49
 
G_M000_IG39:                ;; offset=0x0385
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG40:                ;; offset=0x038C
       mov      rsi, gword ptr [rbp-0xA0]
       test     dword ptr [rsi+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG52
 
G_M000_IG41:                ;; offset=0x03A0
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG43
 
G_M000_IG42:                ;; offset=0x03A7
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG50
 
G_M000_IG43:                ;; offset=0x03B5
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       mov      rdi, gword ptr [rbp-0xA0]
       test     dword ptr [rdi+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG45
 
G_M000_IG44:                ;; offset=0x03E4
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG51
 
G_M000_IG45:                ;; offset=0x0405
       mov      rdi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      esi, ebx
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG47
 
G_M000_IG46:                ;; offset=0x041C
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG40
 
G_M000_IG47:                ;; offset=0x0440
       call     G_M000_IG77
       jmp      SHORT G_M000_IG51
 
G_M000_IG48:                ;; offset=0x0447
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG49:                ;; offset=0x0450
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG39
 
G_M000_IG50:                ;; offset=0x0462
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG51:                ;; offset=0x046D
       call     G_M000_IG80
       jmp      SHORT G_M000_IG55
 
G_M000_IG52:                ;; offset=0x0474
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG53:                ;; offset=0x0482
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG56
 
G_M000_IG54:                ;; offset=0x048C
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG56
       jmp      G_M000_IG64
 
G_M000_IG55:                ;; offset=0x04B6
       call     G_M000_IG85
       nop      
 
G_M000_IG56:                ;; offset=0x04BC
       mov      rdi, gword ptr [rbp-0x98]
       mov      rbx, gword ptr [rdi+0x30]
       test     rbx, rbx
       je       G_M000_IG06
       jmp      G_M000_IG70
 
G_M000_IG57:                ;; offset=0x04D5
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG26
       jmp      SHORT G_M000_IG60
 
G_M000_IG58:                ;; offset=0x04EC
       mov      dword ptr [r14+0x08], ebx
       jmp      G_M000_IG72
 
G_M000_IG59:                ;; offset=0x04F5
       mov      rdi, r14
       mov      r11, 0x7F9CB8C51030
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r14, gword ptr [rbp-0x90]
       jmp      G_M000_IG08
 
G_M000_IG60:                ;; offset=0x0514
       mov      eax, edi
       jmp      G_M000_IG26
 
G_M000_IG61:                ;; offset=0x051B
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG28
 
G_M000_IG62:                ;; offset=0x0525
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG28
 
G_M000_IG63:                ;; offset=0x0532
       mov      edi, 10
       jmp      G_M000_IG29
 
G_M000_IG64:                ;; offset=0x053C
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG56
 
G_M000_IG65:                ;; offset=0x0555
       mov      rdi, r14
       mov      r11, 0x7F9CB8C51028
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       jne      SHORT G_M000_IG59
       jmp      G_M000_IG76
 
G_M000_IG66:                ;; offset=0x056E
       call     [System.ThrowHelper:ThrowInvalidOperationException_EnumCurrent(int)]
       int3     
 
G_M000_IG67:                ;; offset=0x0575
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG68:                ;; offset=0x0583
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG69:                ;; offset=0x058E
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG70:                ;; offset=0x0595
       mov      rdi, gword ptr [rbp-0x98]
       mov      rdi, gword ptr [rdi+0x08]
       mov      r15, gword ptr [rdi+0x18]
       mov      rdi, 0x7F9CBA3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F9CBA147A00
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
 
G_M000_IG71:                ;; offset=0x060B
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG72:                ;; offset=0x0611
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG73:                ;; offset=0x0623
       mov      rdi, 0x7F9CBB4EB8F8
       call     CORINFO_HELP_NEWSFAST
       mov      r14, rax
       mov      dword ptr [r14+0x08], -1
       mov      dword ptr [r14+0x0C], r15d
       lea      rdi, bword ptr [r14+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG74:                ;; offset=0x0652
       mov      rdi, 0x7F9CBB4EB8F8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG75:                ;; offset=0x0667
       mov      rdi, rbx
       mov      r11, 0x7F9CB8C51020
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r14, rax
       jmp      G_M000_IG05
 
G_M000_IG76:                ;; offset=0x067F
       mov      rdi, r14
       mov      r11, 0x7F9CB8C51038
       call     [r11]System.IDisposable:Dispose():this
       jmp      SHORT G_M000_IG72
 
G_M000_IG77:                ;; offset=0x0691
       push     rax
       vzeroupper 
 
G_M000_IG78:                ;; offset=0x0695
       mov      rsi, gword ptr [rbp-0xA0]
       mov      esi, dword ptr [rsi+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, gword ptr [rbp-0xA0]
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG79:                ;; offset=0x06B5
       add      rsp, 8
       ret      
 
G_M000_IG80:                ;; offset=0x06BA
       push     rax
       vzeroupper 
 
G_M000_IG81:                ;; offset=0x06BE
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG83
 
G_M000_IG82:                ;; offset=0x06C4
       mov      rdi, gword ptr [rbp-0xA8]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG83:                ;; offset=0x06D1
       nop      
 
G_M000_IG84:                ;; offset=0x06D2
       add      rsp, 8
       ret      
 
G_M000_IG85:                ;; offset=0x06D7
       push     rax
       vzeroupper 
 
G_M000_IG86:                ;; offset=0x06DB
       cmp      gword ptr [rbp-0xB0], 0
       je       SHORT G_M000_IG89
 
G_M000_IG87:                ;; offset=0x06E5
       mov      rdi, gword ptr [rbp-0xB0]
       mov      rdi, gword ptr [rdi+0x08]
       mov      rsi, qword ptr [rbp-0x88]
       mov      rdx, gword ptr [rbp-0xB0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG89
 
G_M000_IG88:                ;; offset=0x070A
       mov      rdi, qword ptr [rbp-0x88]
       mov      rsi, gword ptr [rbp-0xB0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG89:                ;; offset=0x071E
       nop      
 
G_M000_IG90:                ;; offset=0x071F
       add      rsp, 8
       ret      
 
G_M000_IG91:                ;; offset=0x0724
       push     rax
       vzeroupper 
 
G_M000_IG92:                ;; offset=0x0728
       cmp      gword ptr [rbp-0x90], 0
       je       SHORT G_M000_IG94
       mov      r14, gword ptr [rbp-0x90]
       mov      rbx, qword ptr [r14]
       mov      rdi, 0x7F9CBB4EB8F8
       cmp      rbx, rdi
       je       SHORT G_M000_IG94
 
G_M000_IG93:                ;; offset=0x074B
       mov      rdi, r14
       mov      r11, 0x7F9CB8C51038
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG94:                ;; offset=0x075B
       nop      
 
G_M000_IG95:                ;; offset=0x075C
       add      rsp, 8
       ret      
 
; Total bytes of code 1889

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
       jne      G_M000_IG53
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG04
 
G_M000_IG03:                ;; offset=0x007C
       mov      rax, gword ptr [rbp-0x30]
       cmp      dword ptr [rax+0x20], 0
       jne      G_M000_IG58
 
G_M000_IG04:                ;; offset=0x008A
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG50
 
G_M000_IG05:                ;; offset=0x0098
       mov      r13d, -1
       mov      r12d, dword ptr [r14+0x18]
       and      r12d, 0x3FF80000
       shr      r12d, 19
       xor      eax, eax
       mov      dword ptr [rbp-0x38], eax
 
G_M000_IG06:                ;; offset=0x00B2
       cmp      dword ptr [rbp-0x38], r12d
       jl       SHORT G_M000_IG10
 
G_M000_IG07:                ;; offset=0x00B8
       mov      r14, gword ptr [rbp-0x90]
       cmp      gword ptr [r14+0x08], 0
       je       G_M000_IG28
 
G_M000_IG08:                ;; offset=0x00CA
       mov      rdi, 0x7F90DF0029D8
       mov      rsi, gword ptr [rdi]
       mov      rdi, gword ptr [rbp-0x30]
       test     rdi, rdi
       jne      G_M000_IG29
 
G_M000_IG09:                ;; offset=0x00E4
       xor      rsi, rsi
       xor      edx, edx
       jmp      G_M000_IG30
 
G_M000_IG10:                ;; offset=0x00ED
       cmp      dword ptr [rbp-0x38], 10
       jl       G_M000_IG19
 
G_M000_IG11:                ;; offset=0x00F7
       mov      eax, dword ptr [rbp-0x38]
       add      eax, -10
       test     al, 1
       jne      G_M000_IG19
 
G_M000_IG12:                ;; offset=0x0105
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
 
G_M000_IG13:                ;; offset=0x0130
       mov      rax, 0x7F9CB9C71058
       mov      qword ptr [rbp-0x68], rax
       lea      rax, G_M000_IG16
       mov      qword ptr [rbp-0x58], rax
       lea      rax, [rbp-0x78]
       mov      qword ptr [r15+0x08], rax
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG14:                ;; offset=0x0156
       mov      rax, 0x7F9D3806F770
 
G_M000_IG15:                ;; offset=0x0160
       call     rax ; System.Threading.Thread:YieldInternal():int
 
G_M000_IG16:                ;; offset=0x0162
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
       je       SHORT G_M000_IG17
       call     [CORINFO_HELP_STOP_FOR_GC]
 
G_M000_IG17:                ;; offset=0x0176
       mov      rdi, qword ptr [rbp-0x70]
       mov      qword ptr [r15+0x08], rdi
       jmp      SHORT G_M000_IG22
 
G_M000_IG18:                ;; offset=0x0180
       xor      edi, edi
       call     [System.Threading.Thread:Sleep(int)]
       jmp      SHORT G_M000_IG22
 
G_M000_IG19:                ;; offset=0x018A
       call     System.Threading.Thread:get_OptimalMaxSpinWaitsPerSpinIteration():int
       cmp      dword ptr [rbp-0x38], 30
       jle      G_M000_IG52
 
G_M000_IG20:                ;; offset=0x0199
       cmp      eax, 0x400
       jge      G_M000_IG56
       mov      edi, eax
       mov      rax, 0x7F9D3806F410
 
G_M000_IG21:                ;; offset=0x01B0
       call     rax ; System.Threading.Thread:SpinWaitInternal(int)
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
       jne      G_M000_IG55
 
G_M000_IG22:                ;; offset=0x01BF
       cmp      dword ptr [rbp-0x38], 0x7FFFFFFF
       je       G_M000_IG57
       mov      edi, dword ptr [rbp-0x38]
       inc      edi
 
G_M000_IG23:                ;; offset=0x01D1
       mov      dword ptr [rbp-0x38], edi
       mov      r14, gword ptr [rbp-0x90]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG50
 
G_M000_IG24:                ;; offset=0x01E9
       cmp      dword ptr [rbp-0x38], 100
       jl       G_M000_IG06
 
G_M000_IG25:                ;; offset=0x01F3
       mov      edi, 0xCCCCCCCD
       mov      eax, dword ptr [rbp-0x38]
       imul     rdi, rax
       shr      rdi, 35
       lea      edi, [rdi+4*rdi]
       add      edi, edi
       mov      eax, dword ptr [rbp-0x38]
       sub      eax, edi
       jne      G_M000_IG06
 
G_M000_IG26:                ;; offset=0x0213
       cmp      gword ptr [rbp-0x30], 0
       je       G_M000_IG06
 
G_M000_IG27:                ;; offset=0x021E
       mov      rdi, gword ptr [rbp-0x30]
       cmp      dword ptr [rdi+0x20], 0
       je       G_M000_IG06
       jmp      G_M000_IG58
 
G_M000_IG28:                ;; offset=0x0231
       mov      rdi, 0x7F9CB8C447B0
       call     CORINFO_HELP_NEWSFAST
       mov      rsi, rax
       lea      rdi, bword ptr [r14+0x08]
       test     rdi, rdi
       je       G_M000_IG59
       xor      rdx, rdx
       call     System.Threading.Interlocked:CompareExchangeObject(byref,System.Object,System.Object):System.Object
       jmp      G_M000_IG08
 
G_M000_IG29:                ;; offset=0x025C
       mov      rdx, r14
       xor      rcx, rcx
       xor      r8, r8
       call     [System.Threading.CancellationTokenSource:Register(System.Delegate,System.Object,System.Threading.SynchronizationContext,System.Threading.ExecutionContext):System.Threading.CancellationTokenRegistration:this]
       mov      rsi, rax
 
G_M000_IG30:                ;; offset=0x026D
       mov      gword ptr [rbp-0xA0], rsi
       mov      qword ptr [rbp-0x80], rdx
 
G_M000_IG31:                ;; offset=0x0278
       mov      rdi, gword ptr [r14+0x08]
       mov      gword ptr [rbp-0x98], rdi
       xor      edi, edi
       mov      dword ptr [rbp-0x3C], edi
 
G_M000_IG32:                ;; offset=0x0288
       cmp      gword ptr [rbp-0x98], 0
       je       G_M000_IG42
       mov      rdi, gword ptr [rbp-0x98]
       call     System.Threading.Monitor:TryEnter_FastPath(System.Object):bool
       test     eax, eax
       je       G_M000_IG43
 
G_M000_IG33:                ;; offset=0x02AA
       mov      dword ptr [rbp-0x3C], 1
 
G_M000_IG34:                ;; offset=0x02B1
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       jne      G_M000_IG46
 
G_M000_IG35:                ;; offset=0x02BF
       cmp      gword ptr [rbp-0x30], 0
       je       SHORT G_M000_IG37
 
G_M000_IG36:                ;; offset=0x02C6
       mov      rsi, gword ptr [rbp-0x30]
       cmp      dword ptr [rsi+0x20], 0
       jne      G_M000_IG44
 
G_M000_IG37:                ;; offset=0x02D4
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       inc      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       test     dword ptr [r14+0x18], 0xFFFFFFFF80000000
       je       SHORT G_M000_IG39
 
G_M000_IG38:                ;; offset=0x02F3
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      SHORT G_M000_IG45
 
G_M000_IG39:                ;; offset=0x030A
       mov      rdi, gword ptr [r14+0x08]
       mov      esi, r13d
       call     [System.Threading.Monitor:Wait(System.Object,int):bool]
       test     eax, eax
       je       SHORT G_M000_IG41
 
G_M000_IG40:                ;; offset=0x031B
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       jmp      G_M000_IG34
 
G_M000_IG41:                ;; offset=0x0335
       call     G_M000_IG62
       jmp      SHORT G_M000_IG45
 
G_M000_IG42:                ;; offset=0x033C
       xor      rdi, rdi
       call     [System.ArgumentNullException:Throw(System.String)]
       int3     
 
G_M000_IG43:                ;; offset=0x0345
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Enter_Slowpath(System.Object)]
       jmp      G_M000_IG33
 
G_M000_IG44:                ;; offset=0x0357
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG45:                ;; offset=0x0362
       call     G_M000_IG65
       jmp      SHORT G_M000_IG49
 
G_M000_IG46:                ;; offset=0x0369
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
       nop      
 
G_M000_IG47:                ;; offset=0x0377
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG50
 
G_M000_IG48:                ;; offset=0x0381
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG50
       jmp      G_M000_IG60
 
G_M000_IG49:                ;; offset=0x03A8
       call     G_M000_IG70
       nop      
 
G_M000_IG50:                ;; offset=0x03AE
       mov      rbx, gword ptr [rbp-0x88]
       mov      r14, gword ptr [rbx+0x30]
       test     r14, r14
       jne      G_M000_IG61
 
G_M000_IG51:                ;; offset=0x03C2
       add      rsp, 120
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG52:                ;; offset=0x03D1
       mov      edi, dword ptr [rbp-0x38]
       mov      ecx, 1
       shlx     edi, ecx, edi
       cmp      edi, eax
       jge      G_M000_IG20
       jmp      SHORT G_M000_IG54
 
G_M000_IG53:                ;; offset=0x03E8
       mov      rdi, r14
       call     [System.ThrowHelper:ThrowObjectDisposedException(System.Object)]
       int3     
 
G_M000_IG54:                ;; offset=0x03F2
       mov      eax, edi
       jmp      G_M000_IG20
 
G_M000_IG55:                ;; offset=0x03F9
       call     CORINFO_HELP_POLL_GC
       jmp      G_M000_IG22
 
G_M000_IG56:                ;; offset=0x0403
       mov      edi, eax
       call     [System.Threading.Thread:LongSpinWait(int)]
       jmp      G_M000_IG22
 
G_M000_IG57:                ;; offset=0x0410
       mov      edi, 10
       jmp      G_M000_IG23
 
G_M000_IG58:                ;; offset=0x041A
       lea      rdi, [rbp-0x30]
       call     [System.Threading.CancellationToken:ThrowOperationCanceledException():this]
       int3     
 
G_M000_IG59:                ;; offset=0x0425
       call     [System.ThrowHelper:ThrowNullReferenceException()]
       int3     
 
G_M000_IG60:                ;; offset=0x042C
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
       jmp      G_M000_IG50
 
G_M000_IG61:                ;; offset=0x0442
       mov      rdi, gword ptr [rbx+0x08]
       mov      rbx, gword ptr [rdi+0x18]
       mov      rdi, 0x7F9CBA3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      edi, 521
       mov      rsi, 0x7F9CBA147A00
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
 
G_M000_IG62:                ;; offset=0x04B1
       push     rax
       vzeroupper 
 
G_M000_IG63:                ;; offset=0x04B5
       mov      r14, gword ptr [rbp-0x90]
       mov      esi, dword ptr [r14+0x18]
       and      esi, 0x7FFFF
       dec      esi
       mov      rdi, r14
       call     [System.Threading.ManualResetEventSlim:set_Waiters(int):this]
       nop      
 
G_M000_IG64:                ;; offset=0x04D2
       add      rsp, 8
       ret      
 
G_M000_IG65:                ;; offset=0x04D7
       push     rax
       vzeroupper 
 
G_M000_IG66:                ;; offset=0x04DB
       cmp      dword ptr [rbp-0x3C], 0
       je       SHORT G_M000_IG68
 
G_M000_IG67:                ;; offset=0x04E1
       mov      rdi, gword ptr [rbp-0x98]
       call     [System.Threading.Monitor:Exit(System.Object)]
 
G_M000_IG68:                ;; offset=0x04EE
       nop      
 
G_M000_IG69:                ;; offset=0x04EF
       add      rsp, 8
       ret      
 
G_M000_IG70:                ;; offset=0x04F4
       push     rax
       vzeroupper 
 
G_M000_IG71:                ;; offset=0x04F8
       cmp      gword ptr [rbp-0xA0], 0
       je       SHORT G_M000_IG74
 
G_M000_IG72:                ;; offset=0x0502
       mov      rsi, gword ptr [rbp-0xA0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      rsi, qword ptr [rbp-0x80]
       mov      rdx, gword ptr [rbp-0xA0]
       cmp      dword ptr [rdi], edi
       call     [System.Threading.CancellationTokenSource+Registrations:Unregister(long,System.Threading.CancellationTokenSource+CallbackNode):bool:this]
       test     eax, eax
       jne      SHORT G_M000_IG74
 
G_M000_IG73:                ;; offset=0x0524
       mov      rdi, qword ptr [rbp-0x80]
       mov      rsi, gword ptr [rbp-0xA0]
       call     [System.Threading.CancellationTokenRegistration:<Dispose>g__WaitForCallbackIfNecessary|3_0(long,System.Threading.CancellationTokenSource+CallbackNode)]
 
G_M000_IG74:                ;; offset=0x0535
       nop      
 
G_M000_IG75:                ;; offset=0x0536
       add      rsp, 8
       ret      
 
; Total bytes of code 1339

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:Complete():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 84
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
       mov      rdi, 0x7F90DF000E38
       mov      r12, gword ptr [rdi]
       mov      rdi, 0x7F90DF000E40
       mov      rax, gword ptr [rdi]
       mov      gword ptr [rbp-0x108], rax
       mov      rdi, 0x7F9D382A0D68
       mov      rcx, 0x7F9D389324B0
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
       mov      rsi, 0x7F9CB8D2C408
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
       mov      rcx, 0x7F9CB0C0DF8C
 
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
       mov      rcx, 0x7F9CB0C0DF8C
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
       mov      rdi, 0x7F90DF000E38
       mov      rdi, gword ptr [rdi]
       xor      edx, edx
       call     [System.Buffers.SharedArrayPool`1[char]:Return(char[],bool):this]
 
G_M000_IG20:                ;; offset=0x0295
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0xB0], ymm0
       vmovdqu  xmmword ptr [rbp-0x98], xmm0
       add      r13, qword ptr [(reloc 0x7f9cb8c4b150)]
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
       add      r15, qword ptr [(reloc 0x7f9cb8c4b150)]
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
       add      r15, qword ptr [(reloc 0x7f9cb8c4b150)]
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
       mov      rdi, 0x7F9CBB4EFC40
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f9cb8c4b14c)], 0
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
       mov      rdi, 0x7F9CBB4EFAE0
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0x70]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f9cb8c4b140)]
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
       mov      rdi, 0x7F9CB9D1CBB8
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
       mov      rsi, 0x7F9CB0C2AEE8
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
       mov      rsi, 0x7F9CB0C2AFB0
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
       mov      rsi, 0x7F9CB0C2AFE0
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
       mov      rsi, 0x7F9CB0C2AF38
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
       mov      rsi, 0x7F9CB0C2AFB0
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
       mov      rsi, 0x7F9CB0C2AFE0
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
       mov      rsi, 0x7F9CB0C2AF70
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
       mov      rsi, 0x7F9CB0C2AFB0
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
       mov      rsi, 0x7F9CB0C2AFE0
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

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1+<>c__DisplayClass6_1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:<.ctor>b__0(PerfBuf.Experiments.Harness.BenchWorker):this (Tier1)
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
       call     [r15+0x18]PerfBuf.Experiments.Harness.ProduceLoop`1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:Invoke(PerfBuf.Experiments.E01.SpscBatchSpanRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff):this
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

; Assembly listing for method PerfBuf.Experiments.E01.SpscLoops:ProduceByBatchClaim(PerfBuf.Experiments.E01.SpscBatchSpanRingPort,int,long,PerfBuf.Experiments.Harness.BenchWorker,PerfBuf.Core.Waiting.Backoff) (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 15 inlinees with PGO data; 19 single block inlinees; 3 inlinees without PGO data

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
       mov      qword ptr [rbp-0x78], rax
       vxorps   xmm8, xmm8, xmm8
       vmovdqu  ymmword ptr [rbp-0x70], ymm8
       mov      r15d, edx
       mov      rbx, rcx
       mov      r14, r8
 
G_M000_IG02:                ;; offset=0x0032
       mov      r13, rdi
       mov      r12d, dword ptr [rbp+0x10]
       mov      eax, dword ptr [rbp+0x14]
       mov      dword ptr [rbp-0x7C], eax
       mov      r9d, dword ptr [rbp+0x18]
       mov      dword ptr [rbp-0x80], r9d
       mov      r10d, dword ptr [rbp+0x1C]
       mov      dword ptr [rbp-0x84], r10d
       mov      r8, 0x7F90DF002980
       mov      r11, gword ptr [r8]
       mov      gword ptr [rbp-0xA0], r11
       mov      ecx, 1
       jmp      SHORT G_M000_IG04
       align    [5 bytes for IG11]
 
G_M000_IG03:                ;; offset=0x0072
       vxorps   ymm0, ymm0, ymm0
       vmovdqu  ymmword ptr [rbp-0x78], ymm0
       vmovdqu  xmmword ptr [rbp-0x60], xmm0
       mov      edi, dword ptr [rbp-0x88]
       lea      esi, [rdi-0x01]
       cmp      esi, edi
       jae      G_M000_IG27
       mov      rsi, gword ptr [r13+0x08]
       add      rsi, 24
       mov      rdx, qword ptr [rbp-0x90]
       cmp      qword ptr [rsi+0x80], rdx
       jne      G_M000_IG34
       cmp      dword ptr [rsi+0x90], 0
       jne      G_M000_IG34
       mov      eax, edi
       add      rax, rdx
       mov      qword ptr [rsi+0x80], rax
       add      rcx, rdi
       xor      r12d, r12d
       xor      eax, eax
       xor      edi, edi
       mov      dword ptr [rbp-0x7C], edi
 
G_M000_IG04:                ;; offset=0x00D3
       cmp      rcx, rbx
       jg       G_M000_IG16
 
G_M000_IG05:                ;; offset=0x00DC
       mov      qword ptr [rbp-0x30], rcx
       mov      rdx, rbx
       sub      rdx, rcx
       inc      rdx
       cmp      rdx, 64
       jl       G_M000_IG21
       mov      esi, 64
 
G_M000_IG06:                ;; offset=0x00F8
       mov      edx, esi
       mov      dword ptr [rbp-0x38], edx
       cmp      byte  ptr [r13], r13b
       xor      r8d, r8d
       mov      dword ptr [rbp-0x48], r8d
       test     edx, edx
       jle      G_M000_IG26
       mov      rsi, gword ptr [r13+0x08]
       add      rsi, 24
       mov      bword ptr [rbp-0xA8], rsi
       mov      rdi, qword ptr [rsi+0x80]
       mov      qword ptr [rbp-0x40], rdi
       mov      r8, gword ptr [r13+0x10]
       mov      r8d, dword ptr [r8+0x08]
       mov      r9, rdi
       sub      r9, qword ptr [rsi+0x88]
       sub      r8, r9
       mov      r9d, edx
       cmp      r8, r9
       jl       G_M000_IG22
 
G_M000_IG07:                ;; offset=0x014B
       mov      rdi, qword ptr [rbp-0x40]
       mov      eax, edi
       and      eax, dword ptr [r13+0x18]
       mov      r12d, dword ptr [rbp-0x38]
       cmp      r12, r8
       jg       G_M000_IG23
 
G_M000_IG08:                ;; offset=0x0162
       mov      rdx, gword ptr [r13+0x10]
       mov      esi, dword ptr [rdx+0x08]
       sub      esi, eax
       movsxd   rsi, esi
       cmp      r12, rsi
       jg       G_M000_IG24
 
G_M000_IG09:                ;; offset=0x0177
       test     rdx, rdx
       je       G_M000_IG25
       mov      esi, eax
       mov      r8d, r12d
       add      rsi, r8
       mov      r8d, dword ptr [rdx+0x08]
       cmp      rsi, r8
       ja       G_M000_IG30
       mov      eax, eax
       lea      rax, bword ptr [rdx+8*rax+0x10]
 
G_M000_IG10:                ;; offset=0x019C
       mov      qword ptr [rbp-0x90], rdi
       mov      dword ptr [rbp-0x88], r12d
       movsxd   rsi, r15d
       shl      rsi, 40
       mov      rcx, qword ptr [rbp-0x30]
       or       rsi, rcx
       xor      r8d, r8d
       test     r12d, r12d
       jle      SHORT G_M000_IG12
 
G_M000_IG11:                ;; offset=0x01C0
       movsxd   r9, r8d
       add      r9, rsi
       mov      qword ptr [rax+8*r8], r9
       inc      r8d
       cmp      r8d, r12d
       jl       SHORT G_M000_IG11
 
G_M000_IG12:                ;; offset=0x01D2
       mov      r11, gword ptr [rbp-0xA0]
       test     r11, r11
       je       G_M000_IG03
 
G_M000_IG13:                ;; offset=0x01E2
       xor      eax, eax
       test     r12d, r12d
       jle      G_M000_IG03
 
G_M000_IG14:                ;; offset=0x01ED
       movsxd   rsi, r15d
       imul     rsi, rbx
       jo       G_M000_IG36
       mov      qword ptr [rbp-0x98], rsi
 
G_M000_IG15:                ;; offset=0x0201
       mov      dword ptr [rbp-0x34], eax
       movsxd   r8, eax
       mov      qword ptr [rbp-0x30], rcx
       add      r8, rcx
       add      r8, rsi
       jo       G_M000_IG36
       sub      r8, 1
       jo       G_M000_IG36
       movsxd   r9, r8d
       cmp      r8, r9
       jne      G_M000_IG36
       mov      dword ptr [rbp-0x4C], r8d
       mov      r9, gword ptr [r11+0x08]
       mov      gword ptr [rbp-0xB0], r9
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      edi, dword ptr [rbp-0x4C]
       mov      rsi, gword ptr [rbp-0xB0]
       cmp      edi, dword ptr [rsi+0x08]
       jae      G_M000_IG35
       mov      dword ptr [rsi+4*rdi+0x10], eax
       mov      eax, dword ptr [rbp-0x34]
       inc      eax
       cmp      eax, r12d
       mov      rcx, qword ptr [rbp-0x30]
       mov      rsi, qword ptr [rbp-0x98]
       mov      r11, gword ptr [rbp-0xA0]
       jl       SHORT G_M000_IG15
       jmp      G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0279
       vzeroupper 
       add      rsp, 136
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG17:                ;; offset=0x028E
       mov      eax, dword ptr [rbp-0x7C]
       cmp      eax, dword ptr [rbp-0x80]
       jge      SHORT G_M000_IG19
       mov      edx, dword ptr [rbp-0x84]
       cmp      edx, 1
       jne      SHORT G_M000_IG18
       pause    
       mov      eax, dword ptr [rbp-0x7C]
       inc      eax
       mov      dword ptr [rbp-0x7C], eax
       jmp      SHORT G_M000_IG20
 
G_M000_IG18:                ;; offset=0x02AD
       mov      edi, edx
       call     [PerfBuf.Core.Waiting.Backoff:Spin(int)]
       mov      eax, dword ptr [rbp-0x7C]
       add      eax, dword ptr [rbp-0x84]
       mov      dword ptr [rbp-0x7C], eax
       mov      edx, dword ptr [rbp-0x84]
       jmp      SHORT G_M000_IG20
 
G_M000_IG19:                ;; offset=0x02C9
       mov      edi, r12d
       call     [PerfBuf.Core.Waiting.Backoff:Yield(int)]
       mov      edx, dword ptr [rbp-0x84]
 
G_M000_IG20:                ;; offset=0x02D8
       inc      r12d
       mov      rcx, qword ptr [rbp-0x30]
       jmp      G_M000_IG05
 
G_M000_IG21:                ;; offset=0x02E4
       mov      rsi, rdx
       jmp      G_M000_IG06
 
G_M000_IG22:                ;; offset=0x02EC
       lea      r8, [rbp-0x48]
       mov      rdi, r13
       mov      rdx, qword ptr [rbp-0x40]
       mov      ecx, 1
       call     [PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:HasRoom(byref,long,int,byref):bool:this]
       mov      rdi, gword ptr [r13+0x10]
       mov      r8d, dword ptr [rdi+0x08]
       mov      rax, qword ptr [rbp-0x40]
       mov      rdi, bword ptr [rbp-0xA8]
       mov      rcx, rax
       sub      rcx, qword ptr [rdi+0x88]
       sub      r8, rcx
       test     r8, r8
       jg       G_M000_IG07
       cmp      byte  ptr [r14+0x38], 0
       jne      G_M000_IG16
       jmp      G_M000_IG17
 
G_M000_IG23:                ;; offset=0x033B
       mov      r12, r8
       jmp      G_M000_IG08
 
G_M000_IG24:                ;; offset=0x0343
       mov      r12, rsi
       jmp      G_M000_IG09
 
G_M000_IG25:                ;; offset=0x034B
       or       eax, r12d
       jne      G_M000_IG30
       xor      rax, rax
       xor      r12d, r12d
       jmp      G_M000_IG10
 
G_M000_IG26:                ;; offset=0x035E
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      r15d, dword ptr [rbp-0x38]
       mov      dword ptr [rbx+0x08], r15d
       mov      edi, 480
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      r15, rax
       mov      edi, 488
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rdi, r15
       mov      rsi, rbx
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG27:                ;; offset=0x03B5
       mov      rdi, 0x7F9CB9C474E8
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      dword ptr [rbx+0x08], r12d
       lea      rdi, [rbp-0x78]
       mov      esi, 32
       mov      edx, 1
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:.ctor(int,int):this]
       mov      edi, dword ptr [rbp-0x68]
       cmp      edi, dword ptr [rbp-0x58]
       ja       SHORT G_M000_IG30
       mov      rsi, bword ptr [rbp-0x60]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x58]
       sub      eax, edi
       cmp      eax, 26
       jb       SHORT G_M000_IG28
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rsi], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rsi+0x20], xmm0
       mov      dword ptr [rsi+0x30], 0x200073
       mov      edi, dword ptr [rbp-0x68]
       add      edi, 26
       mov      dword ptr [rbp-0x68], edi
       jmp      SHORT G_M000_IG29
 
G_M000_IG28:                ;; offset=0x0426
       lea      rdi, [rbp-0x78]
       mov      rsi, 0x7F9CB0C2ADA0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG29:                ;; offset=0x043A
       lea      rdi, [rbp-0x78]
       mov      esi, r12d
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      edi, dword ptr [rbp-0x68]
       cmp      edi, dword ptr [rbp-0x58]
       jbe      SHORT G_M000_IG31
 
G_M000_IG30:                ;; offset=0x044F
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG31:                ;; offset=0x0456
       mov      rsi, bword ptr [rbp-0x60]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x58]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG32
       mov      rdi, 0x6F006C00730020
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x730074
       mov      edi, dword ptr [rbp-0x68]
       add      edi, 6
       mov      dword ptr [rbp-0x68], edi
       jmp      SHORT G_M000_IG33
 
G_M000_IG32:                ;; offset=0x0489
       lea      rdi, [rbp-0x78]
       mov      rsi, 0x7F9CB0C2ADF0
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG33:                ;; offset=0x049D
       mov      edi, 951
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      r15, rax
       lea      rdi, [rbp-0x78]
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:ToStringAndClear():System.String:this]
       mov      rdx, rax
       mov      rdi, r15
       mov      rsi, rbx
       call     [PerfBuf.Core.ThrowHelper:ArgumentOutOfRange(System.String,System.Object,System.String)]
       int3     
 
G_M000_IG34:                ;; offset=0x04CF
       mov      edi, 510
       mov      rsi, 0x7F9CBA370530
       call     [CORINFO_HELP_STRCNS]
       mov      rdi, rax
       call     [PerfBuf.Core.ThrowHelper:InvalidOperation(System.String)]
       int3     
 
G_M000_IG35:                ;; offset=0x04EE
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG36:                ;; offset=0x04F4
       call     CORINFO_HELP_OVERFLOW
       int3     
 
RWD00  	dq	0077007400650062h, 0020006E00650065h, 006E006100200031h, 0068007400200064h
RWD32  	dq	006C006300200065h, 0027006D00690061h

; Total bytes of code 1274

; Assembly listing for method PerfBuf.Experiments.E01.SpscBatchSpanRingPort:get_Producer():PerfBuf.Mailboxes.Spsc.SpscBatchProducer`1[long]:this (Tier1)
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
       mov      rax, gword ptr [rdi]
 
G_M000_IG03:                ;; offset=0x0003
       ret      
 
; Total bytes of code 4

; Assembly listing for method PerfBuf.Experiments.E01.SpscStreamBenchmarks:SpscRingBatchSpan():long:this (Tier1)
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
       mov      rdi, 0x7F9CBA372020
       cmp      qword ptr [rbx], rdi
       jne      SHORT G_M000_IG07
 
G_M000_IG03:                ;; offset=0x001B
       mov      rdi, gword ptr [rbx+0x08]
       mov      rax, 0x7F9CBB4E57B0
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0034
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0038
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x003F
       mov      r11, 0x7F9CB8C51050
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
G_M000_IG07:                ;; offset=0x004E
       mov      rdi, rbx
       mov      r11, 0x7F9CB8C51048
 
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
       mov      rax, 0x7F9CBB4E57B0
       cmp      qword ptr [rdi], rax
       jne      SHORT G_M000_IG06
 
G_M000_IG03:                ;; offset=0x001E
       call     [PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:Invoke():long:this]
 
G_M000_IG04:                ;; offset=0x0024
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG05:                ;; offset=0x0028
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG06:                ;; offset=0x002F
       mov      r11, 0x7F9CB8C51058
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       jmp      SHORT G_M000_IG04
 
; Total bytes of code 62

; Assembly listing for method PerfBuf.Experiments.Harness.StreamRun`1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:Invoke():long:this (Tier1)
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
       call     [r14+0x18]PerfBuf.Experiments.Harness.ConsumeLoop`1[PerfBuf.Experiments.E01.SpscBatchSpanRingPort]:Invoke(PerfBuf.Experiments.E01.SpscBatchSpanRingPort,byref,PerfBuf.Experiments.Harness.WorkerGroup,PerfBuf.Core.Waiting.Backoff):this
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
       mov      rdi, 0x7F90DF002980
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
; with Synthesized PGO: fgCalledCount is 86
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
       mov      rdi, 0x7F9CBB4E7D68
       cmp      qword ptr [rbx], rdi
       jne      G_M000_IG62
       mov      r14d, dword ptr [rbx+0x08]
       test     r14d, r14d
       jne      G_M000_IG60
 
G_M000_IG03:                ;; offset=0x006A
       test     byte  ptr [(reloc 0x7f9cbb4eb9c0)], 1
       je       G_M000_IG61
 
G_M000_IG04:                ;; offset=0x0077
       mov      rdi, 0x7F90DF002990
       mov      r13, gword ptr [rdi]
 
G_M000_IG05:                ;; offset=0x0084
       mov      gword ptr [rbp-0x98], r13
 
G_M000_IG06:                ;; offset=0x008B
       mov      rdi, 0x7F9CBB4EB8F8
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
       mov      rdx, 0x7F9CB9C78028
       mov      qword ptr [rbp-0x78], rdx
       lea      rdx, G_M000_IG22
       mov      qword ptr [rbp-0x68], rdx
       lea      rdx, [rbp-0x88]
       mov      qword ptr [r15+0x08], rdx
       mov      byte  ptr [r15+0x04], 0
 
G_M000_IG20:                ;; offset=0x0216
       mov      rdx, 0x7F9D37EE57E0
 
G_M000_IG21:                ;; offset=0x0220
       call     rdx ; System.Threading.Monitor:Pulse(System.Runtime.CompilerServices.ObjectHandleOnStack)
 
G_M000_IG22:                ;; offset=0x0222
       mov      byte  ptr [r15+0x04], 1
       cmp      dword ptr [(reloc 0x7f9d382cec80)], 0
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
       mov      rsi, 0x7F90DF000290
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
       mov      rdi, 0x7F9CBB4EBAD0
       call     CORINFO_HELP_NEWSFAST
       mov      rbx, rax
       mov      rdi, rbx
       call     [System.Threading.SemaphoreFullException:.ctor():this]
       mov      rdi, rbx
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG42:                ;; offset=0x03CA
       mov      edi, 0x94D
       mov      rsi, 0x7F9CB8C44000
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
       mov      r11, 0x7F9CB8C51070
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
       mov      r11, 0x7F9CB8C51068
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
       mov      rdi, 0x7F9CB9EF9D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7F9CBA147A00
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
       mov      rdi, 0x7F9CBB4EB8F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      dword ptr [r13+0x08], -1
       mov      dword ptr [r13+0x0C], r14d
       lea      rdi, bword ptr [r13+0x10]
       mov      rsi, rbx
       call     CORINFO_HELP_ASSIGN_REF
       jmp      G_M000_IG05
 
G_M000_IG61:                ;; offset=0x05AF
       mov      rdi, 0x7F9CBB4EB8F8
       call     [CORINFO_HELP_GET_GCSTATIC_BASE]
       jmp      G_M000_IG04
 
G_M000_IG62:                ;; offset=0x05C4
       mov      rdi, rbx
       mov      r11, 0x7F9CB8C51060
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      r13, rax
       jmp      G_M000_IG05
 
G_M000_IG63:                ;; offset=0x05DC
       mov      rdi, r13
       mov      r11, 0x7F9CB8C51078
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
       mov      rdi, 0x7F9CBB4EB8F8
       mov      r13, gword ptr [rbp-0x98]
       cmp      qword ptr [r13], rdi
       je       SHORT G_M000_IG75
 
G_M000_IG74:                ;; offset=0x0655
       mov      rdi, r13
       mov      r11, 0x7F9CB8C51078
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
       mov      rdi, 0x7F9CB9EF9D10
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       mov      rbx, gword ptr [rbx+0x18]
       mov      edi, 463
       mov      rsi, 0x7F9CBA147A00
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

; Assembly listing for method PerfBuf.Experiments.Harness.WorkerGroup:ThrowIfFaulted():this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 209
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
       mov      rax, 0x7F9CBB4E7D68
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
       mov      rdi, 0x7F9CBA3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F9CBA147A00
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
       mov      r11, 0x7F9CB8C510A0
       call     [r11]System.Collections.Generic.IEnumerable`1[System.__Canon]:GetEnumerator():System.Collections.Generic.IEnumerator`1[System.__Canon]:this
       mov      rdi, rax
       mov      bword ptr [rbp-0x28], rdi
 
G_M000_IG08:                ;; offset=0x00E4
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, qword ptr [rdi]
       mov      r11, 0x7F9CB8C510A8
       call     [r11]System.Collections.IEnumerator:MoveNext():bool:this
       test     eax, eax
       je       G_M000_IG10
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7F9CB8C510B0
       call     [r11]System.Collections.Generic.IEnumerator`1[System.__Canon]:get_Current():System.__Canon:this
       mov      rbx, rax
       mov      r15, gword ptr [rbx+0x30]
       test     r15, r15
       je       SHORT G_M000_IG08
       mov      rdi, gword ptr [rbx+0x08]
       mov      r14, gword ptr [rdi+0x18]
       mov      rdi, 0x7F9CBA3712F8
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       mov      edi, 521
       mov      rsi, 0x7F9CBA147A00
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
       mov      r11, 0x7F9CB8C510B8
       call     [r11]System.IDisposable:Dispose():this
       jmp      G_M000_IG04
 
G_M000_IG11:                ;; offset=0x01A2
       push     rax
 
G_M000_IG12:                ;; offset=0x01A3
       cmp      bword ptr [rbp-0x28], 0
       je       SHORT G_M000_IG13
       mov      rdi, bword ptr [rbp-0x28]
       mov      r11, 0x7F9CB8C510B8
       call     [r11]System.IDisposable:Dispose():this
 
G_M000_IG13:                ;; offset=0x01BB
       nop      
 
G_M000_IG14:                ;; offset=0x01BC
       add      rsp, 8
       ret      
 
; Total bytes of code 449

; Assembly listing for method PerfBuf.Core.Threading.Crossings:Hop(int):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 1909
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
       mov      rsi, 0x7F9CB0C2B108
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
       mov      rsi, 0x7F9CB0C2B128
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG11:                ;; offset=0x0165
       mov      rdi, 0x7F9CB9EF9D10
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

