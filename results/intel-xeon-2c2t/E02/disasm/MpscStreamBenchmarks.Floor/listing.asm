; E02 MpscStreamBenchmarks.Floor Producers=2&Polling=Yielding on intel-xeon-2c2t; .NET 10.0.12 X64; commit 18b36a1; 2026-11-30 08:27 UTC; the JIT's listings (DOTNET_JitDisasm="PerfBuf.*:*", tiered compilation and dynamic PGO as in a run), the last optimized listing of each method after the case ran in-process until its code was final

; Assembly listing for method PerfBuf.Experiments.Harness.CopyFloorRun:Invoke():long:this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; 84 inlinees with PGO data; 113 single block inlinees; 20 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 600
       lea      rbp, [rsp+0x280]
       xor      eax, eax
       mov      qword ptr [rbp-0x178], rax
       vxorps   xmm8, xmm8, xmm8
       vmovdqu32 zmmword ptr [rbp-0x170], zmm8
       vmovdqu32 zmmword ptr [rbp-0x130], zmm8
       vmovdqu32 zmmword ptr [rbp-0xF0], zmm8
       vmovdqu32 zmmword ptr [rbp-0xB0], zmm8
       vmovdqa  xmmword ptr [rbp-0x70], xmm8
       mov      qword ptr [rbp-0x60], rax
       mov      rbx, rdi
 
G_M000_IG02:                ;; offset=0x005B
       lea      r15, bword ptr [rbx+0x18]
       mov      rdi, gword ptr [r15]
       test     rdi, rdi
       je       G_M000_IG120
       mov      rsi, qword ptr [rdi]
       movzx    rax, word  ptr [rsi]
       mov      ecx, dword ptr [rdi+0x08]
       imul     rcx, rax
       add      rdi, 16
       test     dword ptr [rsi], 0x1000000
       jne      G_M000_IG58
       mov      rsi, rcx
       call     [System.SpanHelpers:ClearWithoutReferences(byref,nuint)]
 
G_M000_IG03:                ;; offset=0x0091
       xor      edi, edi
       mov      qword ptr [r15+0x18], rdi
 
G_M000_IG04:                ;; offset=0x0097
       mov      qword ptr [r15+0x20], rdi
       mov      rdi, 0x7F80AB002908
       mov      rsi, gword ptr [rdi]
       lea      rdi, bword ptr [r15+0x08]
       call     CORINFO_HELP_ASSIGN_REF
       mov      rax, gword ptr [rbx+0x08]
       mov      eax, dword ptr [rax+0x08]
       mov      r15d, 64
       cmp      eax, 64
       cmovl    r15d, eax
       mov      dword ptr [rbp-0x2C], r15d
       cmp      byte  ptr [(reloc 0x7f8c8746b140)], 0
       jne      G_M000_IG36
 
G_M000_IG05:                ;; offset=0x00D6
       xor      r14d, r14d
 
G_M000_IG06:                ;; offset=0x00D9
       mov      rax, 0x7F80AB002908
       mov      r13, gword ptr [rax]
       mov      r12d, 1
       xor      eax, eax
       mov      rcx, qword ptr [rbx+0x10]
       cmp      r12, rcx
       jle      G_M000_IG51
 
G_M000_IG07:                ;; offset=0x00FB
       lea      r15, bword ptr [rbx+0x18]
       xor      r14d, r14d
 
G_M000_IG08:                ;; offset=0x0102
       mov      rdi, gword ptr [r15]
       cmp      dword ptr [rdi+0x08], r14d
       jle      G_M000_IG34
 
G_M000_IG09:                ;; offset=0x010F
       mov      r13, qword ptr [r15+0x10]
       mov      rdi, gword ptr [r15]
       cmp      r14d, dword ptr [rdi+0x08]
       jae      G_M000_IG165
       mov      r12, qword ptr [rdi+8*r14+0x10]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x80], rdi
       mov      rdi, 0x7F80AB000E38
       mov      rax, gword ptr [rdi]
       mov      gword ptr [rbp-0x270], rax
       mov      gword ptr [rbp-0x1B8], rax
       mov      rdi, 0x7F80AB000E40
       mov      rdx, gword ptr [rdi]
       mov      gword ptr [rbp-0x278], rdx
       mov      gword ptr [rbp-0x1C0], rdx
       mov      rdi, 0x7F8D06AA0D68
       mov      r8, 0x7F8D071134B0
       call     r8
       cmp      dword ptr [rax], 3
       jle      G_M000_IG73
       mov      rdi, gword ptr [rax+0x08]
       mov      rax, bword ptr [rdi+0x18]
       test     rax, rax
       je       G_M000_IG73
 
G_M000_IG10:                ;; offset=0x0192
       mov      bword ptr [rbp-0x268], rax
       mov      rdi, gword ptr [rax+0x10]
       test     rdi, rdi
       je       G_M000_IG75
       mov      ecx, dword ptr [rdi+0x08]
       cmp      ecx, 4
       jle      G_M000_IG75
       mov      rcx, gword ptr [rdi+0x50]
       test     rcx, rcx
       je       G_M000_IG75
       xor      rdx, rdx
       mov      gword ptr [rdi+0x50], rdx
       mov      rdx, gword ptr [rbp-0x1C0]
       cmp      byte  ptr [rdx+0x9D], 0
       jne      G_M000_IG74
 
G_M000_IG11:                ;; offset=0x01D9
       mov      gword ptr [rbp-0x78], rcx
       test     rcx, rcx
       je       G_M000_IG92
       lea      rdi, bword ptr [rcx+0x10]
       mov      esi, dword ptr [rcx+0x08]
 
G_M000_IG12:                ;; offset=0x01ED
       mov      bword ptr [rbp-0x68], rdi
       mov      dword ptr [rbp-0x60], esi
       xor      edi, edi
       mov      dword ptr [rbp-0x70], edi
       mov      byte  ptr [rbp-0x6C], 0
       mov      edi, dword ptr [rbp-0x70]
       cmp      edi, dword ptr [rbp-0x60]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x68]
       mov      ecx, edi
       lea      rsi, bword ptr [rsi+2*rcx]
       mov      ecx, dword ptr [rbp-0x60]
       sub      ecx, edi
       cmp      ecx, 26
       jb       G_M000_IG93
 
G_M000_IG13:                ;; offset=0x0221
       vmovups  ymm0, ymmword ptr [reloc @RWD00]
       vmovups  ymmword ptr [rsi], ymm0
       vmovups  xmm0, xmmword ptr [reloc @RWD32]
       vmovups  xmmword ptr [rsi+0x20], xmm0
       mov      dword ptr [rsi+0x30], 0x200072
       mov      edi, dword ptr [rbp-0x70]
       add      edi, 26
       mov      dword ptr [rbp-0x70], edi
 
G_M000_IG14:                ;; offset=0x024A
       lea      rdi, [rbp-0x80]
       mov      esi, r14d
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[int](int):this]
       mov      esi, dword ptr [rbp-0x70]
       cmp      esi, dword ptr [rbp-0x60]
       ja       G_M000_IG161
       mov      rdi, bword ptr [rbp-0x68]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      gword ptr [rbp-0x1E8], rax
       mov      rcx, gword ptr [rbp-0x78]
       mov      gword ptr [rbp-0x1F0], rcx
       xor      rdi, rdi
       mov      gword ptr [rbp-0x78], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu  xmmword ptr [rbp-0x68], xmm0
 
G_M000_IG15:                ;; offset=0x028D
       mov      dword ptr [rbp-0x70], edi
       test     rcx, rcx
       je       G_M000_IG19
 
G_M000_IG16:                ;; offset=0x0299
       mov      rdx, gword ptr [rbp-0x270]
       mov      rsi, rdx
       mov      gword ptr [rbp-0x1F8], rsi
       mov      edi, dword ptr [rcx+0x08]
       dec      edi
       or       edi, 15
       xor      r8d, r8d
       lzcnt    r8d, edi
       xor      r8d, 31
       add      r8d, -3
       mov      dword ptr [rbp-0xA8], r8d
       mov      r9, bword ptr [rbp-0x268]
       mov      r10, gword ptr [r9+0x10]
       test     r10, r10
       je       G_M000_IG94
 
G_M000_IG17:                ;; offset=0x02DD
       xor      r11d, r11d
       mov      dword ptr [rbp-0xB0], 1
       mov      esi, dword ptr [r10+0x08]
       mov      r8d, dword ptr [rbp-0xA8]
       cmp      esi, r8d
       jbe      G_M000_IG18
       mov      dword ptr [rbp-0xAC], 1
       mov      edi, 16
       shlx     edi, edi, r8d
       mov      rcx, gword ptr [rbp-0x1F0]
       cmp      dword ptr [rcx+0x08], edi
       jne      G_M000_IG114
       cmp      r8d, esi
       jae      G_M000_IG165
       mov      edi, r8d
       shl      rdi, 4
       lea      r10, bword ptr [r10+rdi+0x10]
       mov      bword ptr [rbp-0x208], r10
       mov      rdi, gword ptr [r10]
       mov      gword ptr [rbp-0x210], rdi
       mov      rdi, r10
       mov      rsi, rcx
       call     CORINFO_HELP_ASSIGN_REF
       xor      edi, edi
       mov      rsi, bword ptr [rbp-0x208]
       mov      dword ptr [rsi+0x08], edi
       cmp      gword ptr [rbp-0x210], 0
       jne      G_M000_IG95
       mov      r8d, dword ptr [rbp-0xA8]
       mov      r11d, dword ptr [rbp-0xAC]
 
G_M000_IG18:                ;; offset=0x037B
       mov      rsi, gword ptr [rbp-0x278]
       mov      r10, rsi
       mov      gword ptr [rbp-0x200], r10
       cmp      byte  ptr [r10+0x9D], 0
       jne      G_M000_IG111
 
G_M000_IG19:                ;; offset=0x039A
       vxorps   ymm0, ymm0, ymm0
       vmovdqu32 ymmword ptr [rbp-0x100], ymm0
       vmovdqu  xmmword ptr [rbp-0xE8], xmm0
       add      r13, qword ptr [(reloc 0x7f8c8746b138)]
       cmp      r12, r13
       je       G_M000_IG33
 
G_M000_IG20:                ;; offset=0x03BD
       xor      rdi, rdi
       mov      gword ptr [rbp-0x100], rdi
       mov      rdi, gword ptr [rbp-0x270]
       mov      esi, 256
       call     [System.Buffers.SharedArrayPool`1[char]:Rent(int):char[]:this]
       mov      gword ptr [rbp-0xF8], rax
       test     rax, rax
       je       G_M000_IG115
       lea      rdx, bword ptr [rax+0x10]
       mov      esi, dword ptr [rax+0x08]
 
G_M000_IG21:                ;; offset=0x03EF
       mov      bword ptr [rbp-0xE8], rdx
       mov      dword ptr [rbp-0xE0], esi
       xor      edx, edx
       mov      dword ptr [rbp-0xF0], edx
       mov      byte  ptr [rbp-0xEC], 0
       cmp      byte  ptr [rbp-0xEC], 0
       jne      G_M000_IG116
       mov      r15, gword ptr [rbp-0x1E8]
       test     r15, r15
       je       G_M000_IG117
       mov      edx, dword ptr [rbp-0xF0]
       cmp      edx, dword ptr [rbp-0xE0]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0xE8]
       mov      edi, edx
       lea      rdi, bword ptr [rsi+2*rdi]
       mov      esi, dword ptr [rbp-0xE0]
       sub      esi, edx
       cmp      dword ptr [r15+0x08], esi
       ja       G_M000_IG117
 
G_M000_IG22:                ;; offset=0x0459
       mov      edx, dword ptr [r15+0x08]
       add      rdx, rdx
       lea      rsi, bword ptr [r15+0x0C]
       call     [System.SpanHelpers:Memmove(byref,byref,nuint)]
       mov      edi, dword ptr [rbp-0xF0]
       add      edi, dword ptr [r15+0x08]
       mov      dword ptr [rbp-0xF0], edi
 
G_M000_IG23:                ;; offset=0x047A
       mov      edi, dword ptr [rbp-0xF0]
       cmp      edi, dword ptr [rbp-0xE0]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0xE8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xE0]
       sub      eax, edi
       cmp      eax, 11
       jb       G_M000_IG118
 
G_M000_IG24:                ;; offset=0x04AA
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0xF0]
       add      edi, 11
       mov      dword ptr [rbp-0xF0], edi
 
G_M000_IG25:                ;; offset=0x04D2
       lea      rdi, [rbp-0x100]
       mov      rsi, r13
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0xF0]
       cmp      edi, dword ptr [rbp-0xE0]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0xE8]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0xE0]
       sub      eax, edi
       cmp      eax, 6
       jb       G_M000_IG119
 
G_M000_IG26:                ;; offset=0x0512
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0xF0]
       add      edi, 6
       mov      dword ptr [rbp-0xF0], edi
 
G_M000_IG27:                ;; offset=0x0535
       lea      rdi, [rbp-0x100]
       mov      rsi, r12
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      esi, dword ptr [rbp-0xF0]
       cmp      esi, dword ptr [rbp-0xE0]
       ja       G_M000_IG161
       mov      rdi, bword ptr [rbp-0xE8]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      rbx, rax
       mov      r15, gword ptr [rbp-0xF8]
       xor      rdi, rdi
       mov      gword ptr [rbp-0xF8], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu  xmmword ptr [rbp-0xE8], xmm0
 
G_M000_IG28:                ;; offset=0x0582
       mov      dword ptr [rbp-0xF0], edi
       test     r15, r15
       je       G_M000_IG32
 
G_M000_IG29:                ;; offset=0x0591
       mov      r14, gword ptr [rbp-0x270]
       mov      edi, dword ptr [r15+0x08]
       dec      edi
       or       edi, 15
       xor      r13d, r13d
       lzcnt    r13d, edi
       xor      r13d, 31
       add      r13d, -3
       mov      r12, bword ptr [rbp-0x268]
       mov      rax, gword ptr [r12+0x10]
       test     rax, rax
       je       G_M000_IG121
 
G_M000_IG30:                ;; offset=0x05C6
       xor      r12d, r12d
       mov      dword ptr [rbp-0x104], 1
       mov      edi, dword ptr [rax+0x08]
       cmp      edi, r13d
       jbe      SHORT G_M000_IG31
       mov      r12d, 1
       mov      esi, 16
       shlx     esi, esi, r13d
       cmp      dword ptr [r15+0x08], esi
       jne      G_M000_IG122
       cmp      r13d, edi
       jae      G_M000_IG165
       mov      edi, r13d
       shl      rdi, 4
       lea      rax, bword ptr [rax+rdi+0x10]
       mov      bword ptr [rbp-0x230], rax
       mov      rdx, gword ptr [rax]
       mov      gword ptr [rbp-0x238], rdx
       mov      rdi, rax
       mov      rsi, r15
       call     CORINFO_HELP_ASSIGN_REF
       xor      edi, edi
       mov      rsi, bword ptr [rbp-0x230]
       mov      dword ptr [rsi+0x08], edi
       cmp      gword ptr [rbp-0x238], 0
       jne      G_M000_IG123
 
G_M000_IG31:                ;; offset=0x0640
       mov      rax, gword ptr [rbp-0x278]
       mov      gword ptr [rbp-0x228], rax
       cmp      byte  ptr [rax+0x9D], 0
       jne      G_M000_IG138
 
G_M000_IG32:                ;; offset=0x065B
       mov      rdi, rbx
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG33:                ;; offset=0x0665
       inc      r14d
       jmp      G_M000_IG08
       align    [2 bytes for IG41]
 
G_M000_IG34:                ;; offset=0x066F
       mov      r14, qword ptr [r15+0x10]
       mov      rax, gword ptr [r15]
       mov      r13d, dword ptr [rax+0x08]
       imul     r14, r13
       mov      r13, qword ptr [r15+0x18]
       add      r14, qword ptr [(reloc 0x7f8c8746b138)]
       cmp      r13, r14
       jne      G_M000_IG141
       mov      rax, gword ptr [r15]
       mov      r14d, dword ptr [rax+0x08]
       mov      r13, qword ptr [r15+0x10]
       lea      r12, [r13+0x01]
       imul     r12, r13
       mov      r13, r12
       shr      r13, 63
       add      r13, r12
       sar      r13, 1
       imul     r14, r13
       mov      r15, qword ptr [r15+0x20]
       add      r14, qword ptr [(reloc 0x7f8c8746b138)]
       cmp      r15, r14
       jne      G_M000_IG152
       mov      rax, qword ptr [rbx+0x30]
 
G_M000_IG35:                ;; offset=0x06CE
       vzeroupper 
       add      rsp, 600
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG36:                ;; offset=0x06E3
       mov      r14, qword ptr [rbx+0x10]
       inc      r14
       mov      rax, r14
       shr      rax, 63
       add      r14, rax
       sar      r14, 1
       jmp      G_M000_IG06
 
G_M000_IG37:                ;; offset=0x06FC
       mov      dword ptr [rbp-0x30], eax
       mov      qword ptr [rbp-0x190], rsi
       movsxd   r8, esi
       add      r8, r12
       sub      r8, 1
       jo       G_M000_IG166
       movsxd   r9, r8d
       cmp      r8, r9
       jne      G_M000_IG166
       mov      dword ptr [rbp-0x38], r8d
       mov      r9, gword ptr [r13+0x08]
       mov      gword ptr [rbp-0x1A8], r9
       call     System.Environment:get_CurrentManagedThreadId():int
       mov      ecx, dword ptr [rbp-0x38]
       mov      rsi, gword ptr [rbp-0x1A8]
       cmp      ecx, dword ptr [rsi+0x08]
       jae      G_M000_IG165
       mov      dword ptr [rsi+4*rcx+0x10], eax
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       mov      rsi, qword ptr [rbp-0x190]
       jmp      G_M000_IG56
 
G_M000_IG38:                ;; offset=0x075F
       mov      edi, dword ptr [rbp-0x17C]
 
G_M000_IG39:                ;; offset=0x0765
       cmp      r14, r12
       jge      SHORT G_M000_IG43
 
G_M000_IG40:                ;; offset=0x076A
       lea      r8, bword ptr [rbx+0x18]
       mov      bword ptr [rbp-0x1A0], r8
       mov      rcx, bword ptr [rbp-0x250]
       mov      r9, rcx
       mov      r10d, edi
       cmp      gword ptr [r8+0x08], 0
       jne      G_M000_IG62
       mov      rcx, gword ptr [r8]
       cmp      dword ptr [rcx+0x08], 1
       jne      G_M000_IG72
       mov      rsi, qword ptr [r8+0x20]
       cmp      dword ptr [rcx+0x08], 0
       jbe      G_M000_IG165
       mov      r11, qword ptr [rcx+0x10]
       inc      r11
       mov      qword ptr [rbp-0x40], r11
       mov      rcx, rsi
       mov      rsi, r11
       xor      edi, edi
       test     r10d, r10d
       jle      SHORT G_M000_IG46
 
G_M000_IG41:                ;; offset=0x07C0
       mov      r15, qword ptr [r9+8*rdi]
       cmp      r15, rsi
       jne      G_M000_IG69
       add      rcx, rsi
       mov      qword ptr [rbp-0x58], rcx
       inc      rsi
       inc      edi
       cmp      edi, r10d
       jge      SHORT G_M000_IG47
 
G_M000_IG42:                ;; offset=0x07DE
       mov      rcx, qword ptr [rbp-0x58]
       jmp      SHORT G_M000_IG41
 
G_M000_IG43:                ;; offset=0x07E4
       movsxd   rsi, edx
       add      rsi, r12
       cmp      rsi, r14
       jle      SHORT G_M000_IG45
 
G_M000_IG44:                ;; offset=0x07EF
       mov      esi, r14d
       sub      esi, r12d
       cmp      esi, edi
       jae      G_M000_IG165
       mov      rcx, bword ptr [rbp-0x250]
       lea      rsi, bword ptr [rcx+8*rsi]
       inc      qword ptr [rsi]
       mov      edx, dword ptr [rbp-0x34]
       jmp      G_M000_IG40
 
G_M000_IG45:                ;; offset=0x0813
       mov      edx, dword ptr [rbp-0x34]
       jmp      G_M000_IG40
 
G_M000_IG46:                ;; offset=0x081B
       mov      qword ptr [rbp-0x58], rcx
 
G_M000_IG47:                ;; offset=0x081F
       mov      esi, -1
 
G_M000_IG48:                ;; offset=0x0824
       test     esi, esi
       jge      G_M000_IG70
 
G_M000_IG49:                ;; offset=0x082C
       mov      r10d, r10d
       add      r10, r11
       dec      r10
       mov      rsi, gword ptr [r8]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG165
       mov      rdi, r10
       sub      rdi, qword ptr [rsi+0x10]
       add      qword ptr [r8+0x18], rdi
       mov      rsi, gword ptr [r8]
       cmp      dword ptr [rsi+0x08], 0
       jbe      G_M000_IG165
       mov      qword ptr [rsi+0x10], r10
       mov      rcx, qword ptr [rbp-0x58]
       mov      qword ptr [r8+0x20], rcx
 
G_M000_IG50:                ;; offset=0x0866
       movsxd   rdi, edx
       add      r12, rdi
       add      eax, edx
       mov      rdi, gword ptr [rbx+0x08]
       cdq      
       idiv     edx:eax, dword ptr [rdi+0x08]
       mov      edi, edx
       mov      rcx, qword ptr [rbx+0x10]
       cmp      r12, rcx
       mov      eax, edi
       mov      r15d, dword ptr [rbp-0x2C]
       jg       G_M000_IG07
 
G_M000_IG51:                ;; offset=0x088B
       mov      edx, r15d
       sub      rcx, r12
       inc      rcx
       cmp      rdx, rcx
       jg       G_M000_IG59
 
G_M000_IG52:                ;; offset=0x089D
       mov      rcx, gword ptr [rbx+0x08]
       mov      edi, dword ptr [rcx+0x08]
       sub      edi, eax
       movsxd   rdi, edi
       cmp      rdx, rdi
       jg       G_M000_IG60
 
G_M000_IG53:                ;; offset=0x08B2
       mov      dword ptr [rbp-0x34], edx
       test     rcx, rcx
       je       G_M000_IG61
       mov      edi, eax
       mov      esi, edx
       add      rdi, rsi
       mov      esi, dword ptr [rcx+0x08]
       cmp      rdi, rsi
       ja       G_M000_IG161
       mov      edi, eax
       lea      rcx, bword ptr [rcx+8*rdi+0x10]
       mov      edi, edx
 
G_M000_IG54:                ;; offset=0x08DA
       mov      bword ptr [rbp-0x250], rcx
       mov      dword ptr [rbp-0x17C], edi
       xor      esi, esi
       test     edi, edi
       jle      G_M000_IG38
 
G_M000_IG55:                ;; offset=0x08F1
       movsxd   r8, esi
       add      r8, r12
       mov      qword ptr [rcx+8*rsi], r8
       test     r13, r13
       jne      G_M000_IG37
 
G_M000_IG56:                ;; offset=0x0904
       inc      esi
       mov      edi, dword ptr [rbp-0x17C]
       cmp      esi, edi
       jge      G_M000_IG39
 
G_M000_IG57:                ;; offset=0x0914
       mov      rcx, bword ptr [rbp-0x250]
       jmp      SHORT G_M000_IG55
 
G_M000_IG58:                ;; offset=0x091D
       mov      rsi, rcx
       shr      rsi, 3
       call     [System.SpanHelpers:ClearWithReferences(byref,nuint)]
       jmp      G_M000_IG03
 
G_M000_IG59:                ;; offset=0x092F
       mov      rdx, rcx
       jmp      G_M000_IG52
 
G_M000_IG60:                ;; offset=0x0937
       mov      rdx, rdi
       jmp      G_M000_IG53
 
G_M000_IG61:                ;; offset=0x093F
       mov      dword ptr [rbp-0x30], eax
       mov      ecx, eax
       or       ecx, edx
       jne      G_M000_IG161
       xor      rcx, rcx
       xor      edi, edi
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       jmp      SHORT G_M000_IG54
 
G_M000_IG62:                ;; offset=0x0958
       mov      bword ptr [rbp-0x260], rcx
       mov      r9d, edi
       mov      dword ptr [rbp-0x184], r9d
       xor      r10d, r10d
       jmp      G_M000_IG67
 
G_M000_IG63:                ;; offset=0x0971
       mov      qword ptr [rbp-0x198], r10
       mov      rsi, qword ptr [rcx+8*r10]
       mov      r11, rsi
       sar      r11, 40
       mov      dword ptr [rbp-0x44], r11d
       mov      rdi, 0xFFFFFFFFFF
       and      rdi, rsi
       mov      qword ptr [rbp-0x50], rdi
       mov      rcx, gword ptr [r8]
       mov      gword ptr [rbp-0x1B0], rcx
       cmp      dword ptr [rcx+0x08], r11d
       jbe      G_M000_IG68
       mov      r9d, r11d
       mov      r9, qword ptr [rcx+8*r9+0x10]
       inc      r9
       cmp      r9, rdi
       je       SHORT G_M000_IG65
       mov      dword ptr [rbp-0x30], eax
 
G_M000_IG64:                ;; offset=0x09BF
       mov      rdi, r8
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       mov      r8, bword ptr [rbp-0x1A0]
 
G_M000_IG65:                ;; offset=0x09D5
       mov      r11d, dword ptr [rbp-0x44]
       mov      rcx, gword ptr [rbp-0x1B0]
       cmp      r11d, dword ptr [rcx+0x08]
       jae      G_M000_IG165
       mov      esi, r11d
       mov      rdi, qword ptr [rbp-0x50]
       mov      qword ptr [rcx+8*rsi+0x10], rdi
       inc      qword ptr [r8+0x18]
       add      qword ptr [r8+0x20], rdi
       mov      rcx, gword ptr [r8+0x08]
       test     rcx, rcx
       je       SHORT G_M000_IG66
       mov      dword ptr [rbp-0x30], eax
       mov      esi, r11d
       imul     rsi, qword ptr [r8+0x10]
       jo       G_M000_IG166
       add      rsi, rdi
       jo       G_M000_IG166
       sub      rsi, 1
       jo       G_M000_IG166
       movsxd   rdi, esi
       cmp      rsi, rdi
       jne      G_M000_IG166
       mov      rdi, rcx
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       mov      r8, bword ptr [rbp-0x1A0]
 
G_M000_IG66:                ;; offset=0x0A4D
       mov      r10, qword ptr [rbp-0x198]
       inc      r10d
       mov      rdi, r10
       mov      rcx, bword ptr [rbp-0x260]
       mov      r9d, dword ptr [rbp-0x184]
 
G_M000_IG67:                ;; offset=0x0A68
       cmp      r10d, r9d
       jl       G_M000_IG63
       jmp      G_M000_IG50
 
G_M000_IG68:                ;; offset=0x0A76
       mov      dword ptr [rbp-0x30], eax
       jmp      G_M000_IG64
 
G_M000_IG69:                ;; offset=0x0A7E
       mov      esi, edi
       mov      qword ptr [rbp-0x58], rcx
       jmp      G_M000_IG48
 
G_M000_IG70:                ;; offset=0x0A89
       mov      dword ptr [rbp-0x30], eax
       mov      dword ptr [rbp-0x180], r10d
       cmp      esi, r10d
       jae      G_M000_IG165
       mov      edi, esi
       mov      rcx, qword ptr [r9+8*rdi]
       mov      esi, esi
       add      rsi, r11
       mov      rdi, r8
       mov      rdx, qword ptr [rbp-0x58]
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       mov      r8, bword ptr [rbp-0x1A0]
       mov      r10d, dword ptr [rbp-0x180]
       mov      r11, qword ptr [rbp-0x40]
       jmp      G_M000_IG49
 
G_M000_IG71:                ;; offset=0x0AD1
       mov      dword ptr [rbp-0x30], eax
       mov      bword ptr [rbp-0x258], r9
       mov      rsi, r9
       mov      dword ptr [rbp-0x180], r10d
       mov      edx, r10d
       mov      rdi, r8
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptProducerRun(System.ReadOnlySpan`1[long]):int:this]
       mov      r10d, dword ptr [rbp-0x180]
       cmp      eax, r10d
       ja       G_M000_IG161
       mov      edi, eax
       mov      rsi, bword ptr [rbp-0x258]
       lea      rsi, bword ptr [rsi+8*rdi]
       sub      r10d, eax
       mov      rdi, rsi
       mov      esi, r10d
       mov      r9, rdi
       mov      r10d, esi
       mov      eax, dword ptr [rbp-0x30]
       mov      edx, dword ptr [rbp-0x34]
       mov      r8, bword ptr [rbp-0x1A0]
 
G_M000_IG72:                ;; offset=0x0B2A
       test     r10d, r10d
       jne      SHORT G_M000_IG71
       jmp      G_M000_IG50
 
G_M000_IG73:                ;; offset=0x0B34
       mov      edi, 3
       call     [CORINFO_HELP_GETDYNAMIC_GCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       jmp      G_M000_IG10
 
G_M000_IG74:                ;; offset=0x0B44
       mov      gword ptr [rbp-0x1C8], rcx
       mov      rdi, rcx
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x90], eax
       mov      rcx, gword ptr [rbp-0x1C8]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x94], edx
       mov      rdi, gword ptr [rbp-0x1B8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x90]
       mov      edx, dword ptr [rbp-0x94]
       mov      rdi, gword ptr [rbp-0x1C0]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x1C8]
       jmp      G_M000_IG11
 
G_M000_IG75:                ;; offset=0x0BA4
       mov      rcx, gword ptr [rbp-0x1B8]
       mov      rdi, gword ptr [rcx+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      G_M000_IG88
       cmp      dword ptr [rdi+0x08], 4
       jbe      G_M000_IG165
       mov      rdi, gword ptr [rdi+0x30]
       test     rdi, rdi
       je       G_M000_IG87
       mov      rdx, gword ptr [rdi+0x08]
       mov      gword ptr [rbp-0x1D0], rdx
       mov      rdi, 0x7F8C89CF3BD8
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f8c8746b154)], 0
       je       SHORT G_M000_IG76
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0xA0], edx
       jmp      SHORT G_M000_IG78
 
G_M000_IG76:                ;; offset=0x0C06
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0xA4], eax
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0xA4]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG77
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0xA0], edx
       jmp      SHORT G_M000_IG78
 
G_M000_IG77:                ;; offset=0x0C48
       sar      edx, 16
       mov      dword ptr [rbp-0xA0], edx
 
G_M000_IG78:                ;; offset=0x0C51
       mov      rdi, 0x7F8C89CF3A78
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0xA0]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f8c8746b148)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG82
 
G_M000_IG79:                ;; offset=0x0C78
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG165
       mov      dword ptr [rbp-0x98], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x1E0], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8, r8
       mov      gword ptr [rbp-0x1D8], r8
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rsi, gword ptr [rbp-0x1E0]
       mov      rdi, gword ptr [rsi+0x08]
       mov      eax, dword ptr [rsi+0x10]
       dec      eax
       cmp      dword ptr [rdi+0x08], eax
       jbe      SHORT G_M000_IG80
       cmp      eax, dword ptr [rdi+0x08]
       jae      G_M000_IG165
       mov      ecx, eax
       mov      r8, gword ptr [rdi+8*rcx+0x10]
       mov      gword ptr [rbp-0x1D8], r8
       cmp      eax, dword ptr [rdi+0x08]
       jae      G_M000_IG165
       mov      edx, eax
       xor      r8, r8
       mov      gword ptr [rdi+8*rdx+0x10], r8
       mov      dword ptr [rsi+0x10], eax
 
G_M000_IG80:                ;; offset=0x0CED
       mov      rdi, rsi
       call     [System.Threading.Monitor:Exit(System.Object)]
       mov      rcx, gword ptr [rbp-0x1D8]
       test     rcx, rcx
       jne      SHORT G_M000_IG83
       mov      eax, dword ptr [rbp-0x98]
       inc      eax
       mov      ecx, eax
       mov      rdi, gword ptr [rbp-0x1D0]
       cmp      dword ptr [rdi+0x08], ecx
       jne      SHORT G_M000_IG81
       xor      ecx, ecx
 
G_M000_IG81:                ;; offset=0x0D1A
       mov      eax, dword ptr [rbp-0x9C]
       inc      eax
       mov      edx, eax
       mov      eax, ecx
       mov      ecx, edx
 
G_M000_IG82:                ;; offset=0x0D28
       mov      rdx, gword ptr [rbp-0x1D0]
       mov      dword ptr [rbp-0x9C], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG79
       jmp      SHORT G_M000_IG84
 
G_M000_IG83:                ;; offset=0x0D40
       jmp      SHORT G_M000_IG85
 
G_M000_IG84:                ;; offset=0x0D42
       xor      rcx, rcx
 
G_M000_IG85:                ;; offset=0x0D44
       mov      rax, rcx
       test     rax, rax
       je       SHORT G_M000_IG87
       mov      rcx, gword ptr [rbp-0x1C0]
       cmp      byte  ptr [rcx+0x9D], 0
       je       SHORT G_M000_IG86
       mov      gword ptr [rbp-0x1C8], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x88], eax
       mov      rcx, gword ptr [rbp-0x1C8]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0x8C], edx
       mov      rdi, gword ptr [rbp-0x1B8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x88]
       mov      edx, dword ptr [rbp-0x8C]
       mov      rdi, gword ptr [rbp-0x1C0]
       mov      r8d, 4
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x1C8]
       jmp      G_M000_IG11
 
G_M000_IG86:                ;; offset=0x0DBC
       mov      rcx, rax
       jmp      G_M000_IG11
 
G_M000_IG87:                ;; offset=0x0DC4
       mov      esi, 256
       mov      rdi, 0x7F8C8853CBB8
       call     CORINFO_HELP_NEWARR_1_VC
       mov      rcx, rax
       mov      rax, rcx
       mov      rcx, gword ptr [rbp-0x1C0]
       cmp      byte  ptr [rcx+0x9D], 0
       jne      SHORT G_M000_IG89
       mov      rcx, rax
       jmp      G_M000_IG11
 
G_M000_IG88:                ;; offset=0x0DF6
       mov      edi, 256
       mov      rsi, 0x7F8C8460DE00
       call     [System.ArgumentOutOfRangeException:ThrowIfNegative[int](int,System.String)]
       jmp      SHORT G_M000_IG87
 
G_M000_IG89:                ;; offset=0x0E0D
       mov      gword ptr [rbp-0x1C8], rax
       mov      rdi, rax
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x84], eax
       mov      rdi, gword ptr [rbp-0x1B8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      esi, dword ptr [rbp-0x84]
       mov      edx, 256
       mov      rdi, gword ptr [rbp-0x1C0]
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferRented(int,int,int,int):this]
       mov      rdi, gword ptr [rbp-0x1B8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       mov      rdi, gword ptr [rbp-0x1B8]
       mov      rdi, gword ptr [rdi+0x10]
       cmp      dword ptr [rdi+0x08], 4
       jle      SHORT G_M000_IG90
       mov      r9d, 2
       jmp      SHORT G_M000_IG91
 
G_M000_IG90:                ;; offset=0x0E78
       mov      r9d, 1
 
G_M000_IG91:                ;; offset=0x0E7E
       mov      rdi, gword ptr [rbp-0x1C0]
       mov      esi, dword ptr [rbp-0x84]
       mov      edx, 256
       mov      r8d, -1
       call     [System.Buffers.ArrayPoolEventSource:BufferAllocated(int,int,int,int,int):this]
       mov      rcx, gword ptr [rbp-0x1C8]
       jmp      G_M000_IG11
 
G_M000_IG92:                ;; offset=0x0EA8
       xor      rdi, rdi
       xor      esi, esi
       jmp      G_M000_IG12
 
G_M000_IG93:                ;; offset=0x0EB1
       lea      rdi, [rbp-0x80]
       mov      rsi, 0x7F8C8462AA78
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
       jmp      G_M000_IG14
 
G_M000_IG94:                ;; offset=0x0ECA
       mov      rdi, rsi
       call     [System.Buffers.SharedArrayPool`1[char]:InitializeTlsBucketsAndTrimming():System.Buffers.SharedArrayPoolThreadLocalArray[]:this]
       mov      r10, rax
       jmp      G_M000_IG17
 
G_M000_IG95:                ;; offset=0x0EDB
       mov      rcx, gword ptr [rbp-0x1F8]
       mov      rdi, gword ptr [rcx+0x10]
       mov      r8d, dword ptr [rbp-0xA8]
       cmp      r8d, dword ptr [rdi+0x08]
       jae      G_M000_IG165
       mov      esi, r8d
       mov      rdx, gword ptr [rdi+8*rsi+0x10]
       test     rdx, rdx
       jne      SHORT G_M000_IG97
       mov      rdi, rcx
       mov      esi, r8d
       call     [System.Buffers.SharedArrayPool`1[char]:CreatePerCorePartitions(int):System.Buffers.SharedArrayPoolPartitions:this]
       mov      rdx, rax
 
G_M000_IG96:                ;; offset=0x0F13
       mov      rdx, gword ptr [rdx+0x08]
       mov      gword ptr [rbp-0x218], rdx
       mov      rdi, 0x7F8C89CF3BD8
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f8c8746b154)], 0
       je       SHORT G_M000_IG98
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0xCC], edx
       jmp      SHORT G_M000_IG100
 
G_M000_IG97:                ;; offset=0x0F49
       jmp      SHORT G_M000_IG96
 
G_M000_IG98:                ;; offset=0x0F4B
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0xD0], eax
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0xD0]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG99
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0xCC], edx
       jmp      SHORT G_M000_IG100
 
G_M000_IG99:                ;; offset=0x0F8D
       sar      edx, 16
       mov      dword ptr [rbp-0xCC], edx
 
G_M000_IG100:                ;; offset=0x0F96
       mov      rdi, 0x7F8C89CF3A78
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0xCC]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f8c8746b148)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG107
 
G_M000_IG101:                ;; offset=0x0FBD
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG165
       mov      dword ptr [rbp-0xC4], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x220], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8d, r8d
       mov      dword ptr [rbp-0xD4], r8d
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rax, gword ptr [rbp-0x220]
       mov      rdi, gword ptr [rax+0x08]
       mov      ecx, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0xD8], ecx
       cmp      dword ptr [rdi+0x08], ecx
       jbe      SHORT G_M000_IG103
       test     ecx, ecx
       jne      SHORT G_M000_IG104
       xor      esi, esi
       mov      dword ptr [rax+0x14], esi
 
G_M000_IG102:                ;; offset=0x1012
       movsxd   rsi, ecx
       lea      rdi, bword ptr [rdi+8*rsi+0x10]
       mov      rsi, gword ptr [rbp-0x210]
       call     CORINFO_HELP_ASSIGN_REF
       mov      edi, dword ptr [rbp-0xD8]
       inc      edi
       mov      rax, gword ptr [rbp-0x220]
       mov      dword ptr [rax+0x10], edi
       mov      dword ptr [rbp-0xD4], 1
 
G_M000_IG103:                ;; offset=0x1042
       mov      rdi, rax
       call     [System.Threading.Monitor:Exit(System.Object)]
       cmp      dword ptr [rbp-0xD4], 0
       je       SHORT G_M000_IG105
       jmp      SHORT G_M000_IG108
 
G_M000_IG104:                ;; offset=0x1056
       jmp      SHORT G_M000_IG102
 
G_M000_IG105:                ;; offset=0x1058
       mov      eax, dword ptr [rbp-0xC4]
       inc      eax
       mov      edi, eax
       mov      rdx, gword ptr [rbp-0x218]
       cmp      dword ptr [rdx+0x08], edi
       jne      SHORT G_M000_IG106
       xor      edi, edi
 
G_M000_IG106:                ;; offset=0x1070
       mov      ecx, dword ptr [rbp-0xC8]
       inc      ecx
       mov      eax, edi
 
G_M000_IG107:                ;; offset=0x107A
       mov      rdx, gword ptr [rbp-0x218]
       mov      dword ptr [rbp-0xC8], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG101
       jmp      SHORT G_M000_IG109
 
G_M000_IG108:                ;; offset=0x1092
       mov      edi, 1
       jmp      SHORT G_M000_IG110
 
G_M000_IG109:                ;; offset=0x1099
       xor      edi, edi
 
G_M000_IG110:                ;; offset=0x109B
       mov      dword ptr [rbp-0xB0], edi
       mov      r8d, dword ptr [rbp-0xA8]
       mov      r11d, dword ptr [rbp-0xAC]
       jmp      G_M000_IG18
 
G_M000_IG111:                ;; offset=0x10B4
       mov      rcx, gword ptr [rbp-0x1F0]
       cmp      dword ptr [rcx+0x08], 0
       mov      dword ptr [rbp-0xAC], r11d
       je       G_M000_IG19
       mov      rdi, rcx
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0xB4], eax
       mov      rcx, gword ptr [rbp-0x1F0]
       mov      edx, dword ptr [rcx+0x08]
       mov      dword ptr [rbp-0xB8], edx
       mov      rdi, gword ptr [rbp-0x1F8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      r8d, eax
       mov      rdi, gword ptr [rbp-0x200]
       mov      edx, dword ptr [rbp-0xB4]
       mov      ecx, dword ptr [rbp-0xB8]
       mov      esi, 3
       call     [System.Diagnostics.Tracing.EventSource:WriteEvent(int,int,int,int):this]
       mov      eax, dword ptr [rbp-0xAC]
       test     eax, dword ptr [rbp-0xB0]
       jne      G_M000_IG19
       mov      rdi, gword ptr [rbp-0x1F0]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0xBC], eax
       mov      rdi, gword ptr [rbp-0x1F0]
       mov      ecx, dword ptr [rdi+0x08]
       mov      dword ptr [rbp-0xC0], ecx
       mov      rdi, gword ptr [rbp-0x1F8]
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       cmp      dword ptr [rbp-0xAC], 0
       jne      SHORT G_M000_IG112
       mov      r8d, -1
       mov      r9d, 1
       jmp      SHORT G_M000_IG113
 
G_M000_IG112:                ;; offset=0x1174
       mov      r8d, dword ptr [rbp-0xA8]
       xor      r9d, r9d
 
G_M000_IG113:                ;; offset=0x117E
       mov      rdi, gword ptr [rbp-0x200]
       mov      esi, dword ptr [rbp-0xBC]
       mov      edx, dword ptr [rbp-0xC0]
       call     [System.Buffers.ArrayPoolEventSource:BufferDropped(int,int,int,int,int):this]
       jmp      G_M000_IG19
 
G_M000_IG114:                ;; offset=0x119C
       mov      rdi, 0x7F8C8849CD28
       call     CORINFO_HELP_NEWSFAST
       mov      r13, rax
       call     [System.SR:get_ArgumentException_BufferNotFromPool():System.String]
       mov      r12, rax
       mov      edi, 0x46D
       mov      rsi, 0x7F8C87464000
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rsi, r12
       mov      rdi, r13
       call     [System.ArgumentException:.ctor(System.String,System.String):this]
       mov      rdi, r13
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG115:                ;; offset=0x11E4
       xor      rdx, rdx
       xor      esi, esi
       jmp      G_M000_IG21
 
G_M000_IG116:                ;; offset=0x11ED
       mov      r15, gword ptr [rbp-0x1E8]
 
G_M000_IG117:                ;; offset=0x11F4
       lea      rdi, [rbp-0x100]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormattedSlow(System.String):this]
       jmp      G_M000_IG23
 
G_M000_IG118:                ;; offset=0x1209
       lea      rdi, [rbp-0x100]
       mov      rsi, 0x7F8C8462AAC8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
       jmp      G_M000_IG25
 
G_M000_IG119:                ;; offset=0x1225
       lea      rdi, [rbp-0x100]
       mov      rsi, 0x7F8C8462AAF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
       jmp      G_M000_IG27
 
G_M000_IG120:                ;; offset=0x1241
       mov      edi, 2
       call     [System.ThrowHelper:ThrowArgumentNullException(int)]
       int3     
 
G_M000_IG121:                ;; offset=0x124D
       mov      rdi, r14
       call     [System.Buffers.SharedArrayPool`1[char]:InitializeTlsBucketsAndTrimming():System.Buffers.SharedArrayPoolThreadLocalArray[]:this]
       jmp      G_M000_IG30
 
G_M000_IG122:                ;; offset=0x125B
       mov      rdi, 0x7F8C8849CD28
       call     CORINFO_HELP_NEWSFAST
       mov      r15, rax
       call     [System.SR:get_ArgumentException_BufferNotFromPool():System.String]
       mov      r14, rax
       mov      edi, 0x46D
       mov      rsi, 0x7F8C87464000
       call     [CORINFO_HELP_STRCNS]
       mov      rdx, rax
       mov      rsi, r14
       mov      rdi, r15
       call     [System.ArgumentException:.ctor(System.String,System.String):this]
       mov      rdi, r15
       call     CORINFO_HELP_THROW
       int3     
 
G_M000_IG123:                ;; offset=0x12A3
       mov      rdi, gword ptr [r14+0x10]
       cmp      r13d, dword ptr [rdi+0x08]
       jae      G_M000_IG165
       mov      esi, r13d
       mov      rcx, gword ptr [rdi+8*rsi+0x10]
       test     rcx, rcx
       jne      SHORT G_M000_IG124
       mov      rdi, r14
       mov      esi, r13d
       call     [System.Buffers.SharedArrayPool`1[char]:CreatePerCorePartitions(int):System.Buffers.SharedArrayPoolPartitions:this]
       mov      rcx, rax
 
G_M000_IG124:                ;; offset=0x12CD
       mov      rcx, gword ptr [rcx+0x08]
       mov      gword ptr [rbp-0x240], rcx
       mov      rdi, 0x7F8C89CF3BD8
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       cmp      byte  ptr [(reloc 0x7f8c8746b154)], 0
       je       SHORT G_M000_IG125
       vzeroupper 
       call     Interop+Sys:SchedGetCpu():int
       mov      edx, eax
       mov      dword ptr [rbp-0x11C], edx
       jmp      SHORT G_M000_IG127
 
G_M000_IG125:                ;; offset=0x1303
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      eax, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0x120], eax
       mov      edi, 13
       call     [CORINFO_HELP_GETDYNAMIC_NONGCTHREADSTATIC_BASE_NOCTOR_OPTIMIZED]
       mov      edx, dword ptr [rbp-0x120]
       lea      ecx, [rdx-0x01]
       mov      dword ptr [rax+0x10], ecx
       movzx    rax, dx
       test     eax, eax
       jne      SHORT G_M000_IG126
       call     [System.Threading.ProcessorIdCache:RefreshCurrentProcessorId():int]
       mov      edx, eax
       mov      dword ptr [rbp-0x11C], edx
       jmp      SHORT G_M000_IG127
 
G_M000_IG126:                ;; offset=0x1345
       sar      edx, 16
       mov      dword ptr [rbp-0x11C], edx
 
G_M000_IG127:                ;; offset=0x134E
       mov      rdi, 0x7F8C89CF3A78
       call     [CORINFO_HELP_GET_NONGCSTATIC_BASE]
       mov      eax, dword ptr [rbp-0x11C]
       xor      edx, edx
       div      edx:eax, dword ptr [(reloc 0x7f8c8746b148)]
       mov      eax, edx
       xor      ecx, ecx
       jmp      G_M000_IG134
 
G_M000_IG128:                ;; offset=0x1375
       cmp      eax, dword ptr [rdx+0x08]
       jae      G_M000_IG165
       mov      dword ptr [rbp-0x114], eax
       mov      edi, eax
       mov      rsi, gword ptr [rdx+8*rdi+0x10]
       mov      gword ptr [rbp-0x248], rsi
       cmp      byte  ptr [rsi], sil
       xor      r8d, r8d
       mov      dword ptr [rbp-0x124], r8d
       mov      rdi, rsi
       call     [System.Threading.Monitor:Enter(System.Object)]
       mov      rax, gword ptr [rbp-0x248]
       mov      rdi, gword ptr [rax+0x08]
       mov      ecx, dword ptr [rax+0x10]
       mov      dword ptr [rbp-0x128], ecx
       cmp      dword ptr [rdi+0x08], ecx
       jbe      SHORT G_M000_IG130
       test     ecx, ecx
       jne      SHORT G_M000_IG131
       xor      esi, esi
       mov      dword ptr [rax+0x14], esi
 
G_M000_IG129:                ;; offset=0x13CA
       movsxd   rsi, ecx
       lea      rdi, bword ptr [rdi+8*rsi+0x10]
       mov      rsi, gword ptr [rbp-0x238]
       call     CORINFO_HELP_ASSIGN_REF
       mov      edi, dword ptr [rbp-0x128]
       inc      edi
       mov      rax, gword ptr [rbp-0x248]
       mov      dword ptr [rax+0x10], edi
       mov      dword ptr [rbp-0x124], 1
 
G_M000_IG130:                ;; offset=0x13FA
       mov      rdi, rax
       call     [System.Threading.Monitor:Exit(System.Object)]
       cmp      dword ptr [rbp-0x124], 0
       je       SHORT G_M000_IG132
       jmp      SHORT G_M000_IG135
 
G_M000_IG131:                ;; offset=0x140E
       jmp      SHORT G_M000_IG129
 
G_M000_IG132:                ;; offset=0x1410
       mov      eax, dword ptr [rbp-0x114]
       inc      eax
       mov      edi, eax
       mov      rdx, gword ptr [rbp-0x240]
       cmp      dword ptr [rdx+0x08], edi
       jne      SHORT G_M000_IG133
       xor      edi, edi
 
G_M000_IG133:                ;; offset=0x1428
       mov      ecx, dword ptr [rbp-0x118]
       inc      ecx
       mov      eax, edi
 
G_M000_IG134:                ;; offset=0x1432
       mov      rdx, gword ptr [rbp-0x240]
       mov      dword ptr [rbp-0x118], ecx
       cmp      dword ptr [rdx+0x08], ecx
       jg       G_M000_IG128
       jmp      SHORT G_M000_IG136
 
G_M000_IG135:                ;; offset=0x144A
       mov      ecx, 1
       jmp      SHORT G_M000_IG137
 
G_M000_IG136:                ;; offset=0x1451
       xor      ecx, ecx
 
G_M000_IG137:                ;; offset=0x1453
       mov      dword ptr [rbp-0x104], ecx
       jmp      G_M000_IG31
 
G_M000_IG138:                ;; offset=0x145E
       cmp      dword ptr [r15+0x08], 0
       je       G_M000_IG32
       mov      rdi, r15
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x108], eax
       mov      ecx, dword ptr [r15+0x08]
       mov      dword ptr [rbp-0x10C], ecx
       mov      rdi, r14
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      r8d, eax
       mov      rdi, gword ptr [rbp-0x228]
       mov      edx, dword ptr [rbp-0x108]
       mov      ecx, dword ptr [rbp-0x10C]
       mov      esi, 3
       call     [System.Diagnostics.Tracing.EventSource:WriteEvent(int,int,int,int):this]
       test     r12d, dword ptr [rbp-0x104]
       jne      G_M000_IG32
       mov      rdi, r15
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      dword ptr [rbp-0x110], eax
       mov      r15d, dword ptr [r15+0x08]
       mov      rdi, r14
       call     [System.Runtime.CompilerServices.RuntimeHelpers:GetHashCode(System.Object):int]
       mov      ecx, eax
       test     r12d, r12d
       jne      SHORT G_M000_IG139
       mov      r8d, -1
       mov      r9d, 1
       jmp      SHORT G_M000_IG140
 
G_M000_IG139:                ;; offset=0x14EA
       mov      r8d, r13d
       xor      r9d, r9d
 
G_M000_IG140:                ;; offset=0x14F0
       mov      rdi, gword ptr [rbp-0x228]
       mov      esi, dword ptr [rbp-0x110]
       mov      edx, r15d
       call     [System.Buffers.ArrayPoolEventSource:BufferDropped(int,int,int,int,int):this]
       jmp      G_M000_IG32
 
G_M000_IG141:                ;; offset=0x150B
       xor      rdi, rdi
       mov      gword ptr [rbp-0x150], rdi
       mov      rdi, 0x7F80AB000E38
       mov      rbx, gword ptr [rdi]
       mov      rdi, rbx
       mov      esi, 256
       call     [System.Buffers.SharedArrayPool`1[char]:Rent(int):char[]:this]
       mov      gword ptr [rbp-0x148], rax
       test     rax, rax
       jne      SHORT G_M000_IG142
       xor      rdi, rdi
       xor      esi, esi
       jmp      SHORT G_M000_IG143
 
G_M000_IG142:                ;; offset=0x1541
       lea      rdi, bword ptr [rax+0x10]
       mov      esi, dword ptr [rax+0x08]
 
G_M000_IG143:                ;; offset=0x1548
       mov      bword ptr [rbp-0x138], rdi
       mov      dword ptr [rbp-0x130], esi
       xor      edi, edi
       mov      dword ptr [rbp-0x140], edi
       mov      byte  ptr [rbp-0x13C], 0
       cmp      byte  ptr [rbp-0x13C], 0
       jne      SHORT G_M000_IG144
       mov      edi, dword ptr [rbp-0x140]
       cmp      edi, dword ptr [rbp-0x130]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x138]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x130]
       sub      eax, edi
       cmp      eax, 17
       jb       SHORT G_M000_IG144
       vmovups  ymm0, ymmword ptr [reloc @RWD64]
       vmovups  ymmword ptr [rsi], ymm0
       mov      word  ptr [rsi+0x20], 100
       mov      edi, dword ptr [rbp-0x140]
       add      edi, 17
       mov      dword ptr [rbp-0x140], edi
       jmp      SHORT G_M000_IG145
 
G_M000_IG144:                ;; offset=0x15BC
       lea      rdi, [rbp-0x150]
       mov      rsi, 0x7F8C8462AB20
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormattedSlow(System.String):this]
 
G_M000_IG145:                ;; offset=0x15D3
       mov      edi, dword ptr [rbp-0x140]
       cmp      edi, dword ptr [rbp-0x130]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x138]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x130]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG146
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0x140]
       add      edi, 11
       mov      dword ptr [rbp-0x140], edi
       jmp      SHORT G_M000_IG147
 
G_M000_IG146:                ;; offset=0x1629
       lea      rdi, [rbp-0x150]
       mov      rsi, 0x7F8C8462AAC8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG147:                ;; offset=0x1640
       lea      rdi, [rbp-0x150]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0x140]
       cmp      edi, dword ptr [rbp-0x130]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x138]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x130]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG148
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0x140]
       add      edi, 6
       mov      dword ptr [rbp-0x140], edi
       jmp      SHORT G_M000_IG149
 
G_M000_IG148:                ;; offset=0x16A1
       lea      rdi, [rbp-0x150]
       mov      rsi, 0x7F8C8462AAF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG149:                ;; offset=0x16B8
       lea      rdi, [rbp-0x150]
       mov      rsi, r13
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      esi, dword ptr [rbp-0x140]
       cmp      esi, dword ptr [rbp-0x130]
       ja       G_M000_IG161
       mov      rdi, bword ptr [rbp-0x138]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      r15, rax
       mov      rsi, gword ptr [rbp-0x148]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x148], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu  xmmword ptr [rbp-0x138], xmm0
 
G_M000_IG150:                ;; offset=0x1705
       mov      dword ptr [rbp-0x140], edi
       test     rsi, rsi
       je       SHORT G_M000_IG151
       mov      rdi, rbx
       xor      edx, edx
       call     [System.Buffers.SharedArrayPool`1[char]:Return(char[],bool):this]
 
G_M000_IG151:                ;; offset=0x171B
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG152:                ;; offset=0x1725
       xor      rdi, rdi
       mov      gword ptr [rbp-0x178], rdi
       mov      rdi, 0x7F80AB000E38
       mov      rdi, gword ptr [rdi]
       mov      rbx, rdi
       mov      rdi, rbx
       mov      esi, 256
       call     [System.Buffers.SharedArrayPool`1[char]:Rent(int):char[]:this]
       mov      gword ptr [rbp-0x170], rax
       test     rax, rax
       jne      SHORT G_M000_IG153
       xor      rdi, rdi
       xor      esi, esi
       jmp      SHORT G_M000_IG154
 
G_M000_IG153:                ;; offset=0x175E
       lea      rdi, bword ptr [rax+0x10]
       mov      esi, dword ptr [rax+0x08]
 
G_M000_IG154:                ;; offset=0x1765
       mov      bword ptr [rbp-0x160], rdi
       mov      dword ptr [rbp-0x158], esi
       xor      edi, edi
       mov      dword ptr [rbp-0x168], edi
       mov      byte  ptr [rbp-0x164], 0
       cmp      byte  ptr [rbp-0x164], 0
       jne      SHORT G_M000_IG155
       mov      edi, dword ptr [rbp-0x168]
       cmp      edi, dword ptr [rbp-0x158]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x160]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x158]
       sub      eax, edi
       cmp      eax, 21
       jb       SHORT G_M000_IG155
       vmovups  ymm0, ymmword ptr [reloc @RWD96]
       vmovups  ymmword ptr [rsi], ymm0
       mov      rdi, 0x650063006E0065
       mov      qword ptr [rsi+0x20], rdi
       mov      word  ptr [rsi+0x28], 115
       mov      edi, dword ptr [rbp-0x168]
       add      edi, 21
       mov      dword ptr [rbp-0x168], edi
       jmp      SHORT G_M000_IG156
 
G_M000_IG155:                ;; offset=0x17E7
       lea      rdi, [rbp-0x178]
       mov      rsi, 0x7F8C8462AB58
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormattedSlow(System.String):this]
 
G_M000_IG156:                ;; offset=0x17FE
       mov      edi, dword ptr [rbp-0x168]
       cmp      edi, dword ptr [rbp-0x158]
       ja       G_M000_IG161
       mov      rsi, bword ptr [rbp-0x160]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x158]
       sub      eax, edi
       cmp      eax, 11
       jb       SHORT G_M000_IG157
       vmovups  xmm0, xmmword ptr [reloc @RWD48]
       vmovups  xmmword ptr [rsi], xmm0
       mov      dword ptr [rsi+0x10], 0x640065
       mov      word  ptr [rsi+0x14], 32
       mov      edi, dword ptr [rbp-0x168]
       add      edi, 11
       mov      dword ptr [rbp-0x168], edi
       jmp      SHORT G_M000_IG158
 
G_M000_IG157:                ;; offset=0x1854
       lea      rdi, [rbp-0x178]
       mov      rsi, 0x7F8C8462AAC8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG158:                ;; offset=0x186B
       lea      rdi, [rbp-0x178]
       mov      rsi, r14
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      edi, dword ptr [rbp-0x168]
       cmp      edi, dword ptr [rbp-0x158]
       ja       SHORT G_M000_IG161
       mov      rsi, bword ptr [rbp-0x160]
       mov      eax, edi
       lea      rsi, bword ptr [rsi+2*rax]
       mov      eax, dword ptr [rbp-0x158]
       sub      eax, edi
       cmp      eax, 6
       jb       SHORT G_M000_IG159
       mov      rdi, 0x6F00670020002C
       mov      qword ptr [rsi], rdi
       mov      dword ptr [rsi+0x08], 0x200074
       mov      edi, dword ptr [rbp-0x168]
       add      edi, 6
       mov      dword ptr [rbp-0x168], edi
       jmp      SHORT G_M000_IG160
 
G_M000_IG159:                ;; offset=0x18C8
       lea      rdi, [rbp-0x178]
       mov      rsi, 0x7F8C8462AAF8
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:GrowThenCopyString(System.String):this]
 
G_M000_IG160:                ;; offset=0x18DF
       lea      rdi, [rbp-0x178]
       mov      rsi, r15
       call     [System.Runtime.CompilerServices.DefaultInterpolatedStringHandler:AppendFormatted[long](long):this]
       mov      esi, dword ptr [rbp-0x168]
       cmp      esi, dword ptr [rbp-0x158]
       jbe      SHORT G_M000_IG162
 
G_M000_IG161:                ;; offset=0x18FD
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG162:                ;; offset=0x1904
       mov      rdi, bword ptr [rbp-0x160]
       call     System.String:.ctor(System.ReadOnlySpan`1[char]):this
       mov      r15, rax
       mov      rsi, gword ptr [rbp-0x170]
       xor      rdi, rdi
       mov      gword ptr [rbp-0x170], rdi
       vxorps   xmm0, xmm0, xmm0
       vmovdqu32 xmmword ptr [rbp-0x160], xmm0
 
G_M000_IG163:                ;; offset=0x192E
       mov      dword ptr [rbp-0x168], edi
       test     rsi, rsi
       je       SHORT G_M000_IG164
       mov      rdi, rbx
       xor      edx, edx
       call     [System.Buffers.SharedArrayPool`1[char]:Return(char[],bool):this]
 
G_M000_IG164:                ;; offset=0x1944
       mov      rdi, r15
       call     [PerfBuf.Experiments.Harness.Check:Fail(System.String)]
       int3     
 
G_M000_IG165:                ;; offset=0x194E
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG166:                ;; offset=0x1954
       call     CORINFO_HELP_OVERFLOW
       int3     
 
RWD00  	dq	007400730061006Ch, 0071006500730020h, 0063006E00650075h, 0066006F00200065h
RWD32  	dq	006F007200700020h, 0065006300750064h
RWD48  	dq	007800650020003Ah, 0074006300650070h
RWD64  	dq	007300730065006Dh, 0073006500670061h, 0063006500720020h, 0065007600690065h
RWD96  	dq	0063006500680063h, 006D00750073006Bh, 00200066006F0020h, 0075007100650073h

; Total bytes of code 6490

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

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:AcceptAll(System.ReadOnlySpan`1[long]):this (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 466
; 1 inlinees with PGO data; 5 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
       push     rbp
       push     r15
       push     r14
       push     r13
       push     r12
       push     rbx
       sub      rsp, 24
       lea      rbp, [rsp+0x40]
       mov      r14, rdi
       mov      r15, rsi
       mov      ebx, edx
 
G_M000_IG02:                ;; offset=0x001B
       cmp      gword ptr [r14+0x08], 0
       jne      G_M000_IG08
       mov      rcx, gword ptr [r14]
       cmp      dword ptr [rcx+0x08], 1
       jne      G_M000_IG18
       mov      r13, qword ptr [r14+0x20]
       cmp      dword ptr [rcx+0x08], 0
       jbe      G_M000_IG20
       mov      r12, qword ptr [rcx+0x10]
       inc      r12
       mov      rcx, r12
       xor      esi, esi
       test     ebx, ebx
       jle      SHORT G_M000_IG04
       align    [15 bytes for IG03]
 
G_M000_IG03:                ;; offset=0x0060
       mov      rdi, qword ptr [r15+8*rsi]
       cmp      rdi, rcx
       jne      G_M000_IG15
       add      r13, rcx
       inc      rcx
       inc      esi
       cmp      esi, ebx
       jl       SHORT G_M000_IG03
 
G_M000_IG04:                ;; offset=0x0079
       mov      esi, -1
 
G_M000_IG05:                ;; offset=0x007E
       test     esi, esi
       jge      G_M000_IG16
 
G_M000_IG06:                ;; offset=0x0086
       mov      esi, ebx
       add      rsi, r12
       dec      rsi
       mov      rdx, gword ptr [r14]
       cmp      dword ptr [rdx+0x08], 0
       jbe      G_M000_IG20
       mov      rdi, rsi
       sub      rdi, qword ptr [rdx+0x10]
       add      qword ptr [r14+0x18], rdi
       mov      rdx, gword ptr [r14]
       cmp      dword ptr [rdx+0x08], 0
       jbe      G_M000_IG20
       mov      qword ptr [rdx+0x10], rsi
       mov      qword ptr [r14+0x20], r13
 
G_M000_IG07:                ;; offset=0x00BB
       add      rsp, 24
       pop      rbx
       pop      r12
       pop      r13
       pop      r14
       pop      r15
       pop      rbp
       ret      
 
G_M000_IG08:                ;; offset=0x00CA
       xor      r13d, r13d
       jmp      G_M000_IG13
 
G_M000_IG09:                ;; offset=0x00D2
       mov      rsi, qword ptr [r15+8*r13]
       mov      r12, rsi
       sar      r12, 40
       mov      rax, 0xFFFFFFFFFF
       and      rax, rsi
       mov      qword ptr [rbp-0x30], rax
       mov      rcx, gword ptr [r14]
       mov      gword ptr [rbp-0x38], rcx
       cmp      dword ptr [rcx+0x08], r12d
       jbe      G_M000_IG14
       mov      edi, r12d
       mov      rdi, qword ptr [rcx+8*rdi+0x10]
       inc      rdi
       cmp      rdi, rax
       je       SHORT G_M000_IG11
 
G_M000_IG10:                ;; offset=0x010F
       mov      rdi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:Reject(long):this]
 
G_M000_IG11:                ;; offset=0x0118
       mov      rcx, gword ptr [rbp-0x38]
       cmp      r12d, dword ptr [rcx+0x08]
       jae      G_M000_IG20
       mov      esi, r12d
       mov      rax, qword ptr [rbp-0x30]
       mov      qword ptr [rcx+8*rsi+0x10], rax
       inc      qword ptr [r14+0x18]
       add      qword ptr [r14+0x20], rax
       mov      rdi, gword ptr [r14+0x08]
       test     rdi, rdi
       je       SHORT G_M000_IG12
       mov      esi, r12d
       imul     rsi, qword ptr [r14+0x10]
       jo       G_M000_IG21
       add      rsi, rax
       jo       G_M000_IG21
       sub      rsi, 1
       jo       SHORT G_M000_IG21
       movsxd   rax, esi
       cmp      rsi, rax
       jne      SHORT G_M000_IG21
       call     [PerfBuf.Core.Threading.Crossings:Hop(int):this]
 
G_M000_IG12:                ;; offset=0x016E
       inc      r13d
 
G_M000_IG13:                ;; offset=0x0171
       cmp      r13d, ebx
       jl       G_M000_IG09
       jmp      G_M000_IG07
 
G_M000_IG14:                ;; offset=0x017F
       jmp      SHORT G_M000_IG10
 
G_M000_IG15:                ;; offset=0x0181
       jmp      G_M000_IG05
 
G_M000_IG16:                ;; offset=0x0186
       cmp      esi, ebx
       jae      SHORT G_M000_IG20
       mov      ecx, esi
       mov      rcx, qword ptr [r15+8*rcx]
       mov      esi, esi
       add      rsi, r12
       mov      rdi, r14
       mov      rdx, r13
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:RejectRun(long,long,long):this]
       jmp      G_M000_IG06
 
G_M000_IG17:                ;; offset=0x01A6
       mov      rsi, r15
       mov      edx, ebx
       mov      rdi, r14
       call     [PerfBuf.Experiments.Harness.SequenceVerifier:AcceptProducerRun(System.ReadOnlySpan`1[long]):int:this]
       cmp      eax, ebx
       ja       SHORT G_M000_IG19
       mov      ecx, eax
       lea      r15, bword ptr [r15+8*rcx]
       sub      ebx, eax
 
G_M000_IG18:                ;; offset=0x01C0
       test     ebx, ebx
       jne      SHORT G_M000_IG17
       jmp      G_M000_IG07
 
G_M000_IG19:                ;; offset=0x01C9
       call     [System.ThrowHelper:ThrowArgumentOutOfRangeException()]
       int3     
 
G_M000_IG20:                ;; offset=0x01D0
       call     CORINFO_HELP_RNGCHKFAIL
       int3     
 
G_M000_IG21:                ;; offset=0x01D6
       call     CORINFO_HELP_OVERFLOW
       int3     
 
; Total bytes of code 476

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

; Assembly listing for method PerfBuf.Experiments.Harness.SequenceVerifier:CheckRun(System.ReadOnlySpan`1[long],long,byref):int (Tier1)
; Emitting BLENDED_CODE for generic X64 + VEX + EVEX on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; rbp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 466

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
       mov      rax, 0x7F80AB002908
       mov      rax, gword ptr [rax]
 
G_M000_IG03:                ;; offset=0x000D
       ret      
 
; Total bytes of code 14

; Assembly listing for method PerfBuf.Experiments.E02.MpscStreamBenchmarks:Floor():long:this (Tier1)
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
       mov      rdi, 0x7F8C88B92040
       cmp      qword ptr [rbx], rdi
       jne      SHORT G_M000_IG05
 
G_M000_IG03:                ;; offset=0x001B
       mov      rdi, gword ptr [rbx+0x08]
       mov      r11, 0x7F8C87470F30
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG04:                ;; offset=0x0030
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
G_M000_IG05:                ;; offset=0x0037
       mov      rdi, rbx
       mov      r11, 0x7F8C87470F28
 
G_M000_IG06:                ;; offset=0x0044
       add      rsp, 8
       pop      rbx
       pop      rbp
       tail.jmp [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
 
; Total bytes of code 77

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
       mov      r11, 0x7F8C87470F38
       call     [r11]PerfBuf.Experiments.Harness.IRun:Invoke():long:this
       mov      byte  ptr [rbx+0x1C], 1
 
G_M000_IG03:                ;; offset=0x0020
       add      rsp, 8
       pop      rbx
       pop      rbp
       ret      
 
; Total bytes of code 39

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
       mov      rdi, 0x7F80AB002908
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

; Assembly listing for method PerfBuf.Experiments.Harness.Check:get_Planted():int (Tier1)
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
       cmp      byte  ptr [(reloc 0x7f8c8746b140)], 0
       setne    al
       movzx    rax, al
 
G_M000_IG03:                ;; offset=0x000D
       ret      
 
; Total bytes of code 14

