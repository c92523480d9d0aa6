; E01 NativeSpscStreamBenchmarks.NativeSpscRingBatch Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; objdump -d of libperfbuf_native.so (built (GNU 12.2.0; -O2 -DNDEBUG -fvisibility=hidden -Wall -Wextra; x86_64; futex; rdtscp)), the row's C functions pb_stream_produce_batch (worker side) and pb_stream_consume_drain (measuring side), crossings not counted

0000000000002b80 <pb_stream_produce_batch>:
    2b80:	push   r15
    2b82:	mov    rsi,rdi
    2b85:	push   r14
    2b87:	push   r13
    2b89:	push   r12
    2b8b:	push   rbp
    2b8c:	push   rbx
    2b8d:	xor    ebx,ebx
    2b8f:	sub    rsp,0x58
    2b93:	mov    r14,QWORD PTR [rdi+0x918]
    2b9a:	movsxd r15,DWORD PTR [rdi+0x908]
    2ba1:	test   BYTE PTR [rdi+0xc],0x2
    2ba5:	je     2bca <pb_stream_produce_batch+0x4a>
    2ba7:	mov    eax,DWORD PTR [rdi+0x900]
    2bad:	and    eax,0xfffffffb
    2bb0:	cmp    eax,0x1
    2bb3:	jne    2d76 <pb_stream_produce_batch+0x1f6>
    2bb9:	mov    rbx,r14
    2bbc:	shr    rbx,0x3f
    2bc0:	add    rbx,r14
    2bc3:	sar    rbx,1
    2bc6:	add    rbx,0x1
    2bca:	mov    r12,QWORD PTR [rsi+0x200]
    2bd1:	mov    rbp,QWORD PTR [rsi+0x208]
    2bd8:	movabs rax,0x10000001000
    2be2:	lea    r8,[rsi+0x100]
    2be9:	mov    r13,QWORD PTR [rsi+0x100]
    2bf0:	movdqa xmm0,XMMWORD PTR [rip+0x45d8]        # 71d0 <_fini+0xd0c>
    2bf8:	mov    QWORD PTR [rsp+0x30],0x0
    2c01:	mov    r10d,0x1
    2c07:	mov    QWORD PTR [rsp+0x38],rax
    2c0c:	movaps XMMWORD PTR [rsp+0x40],xmm0
    2c11:	test   r14,r14
    2c14:	jle    2c9a <pb_stream_produce_batch+0x11a>
    2c1a:	nop    WORD PTR [rax+rax*1+0x0]
    2c20:	mov    rdx,r14
    2c23:	mov    rcx,r13
    2c26:	sub    rdx,r10
    2c29:	add    rdx,0x1
    2c2d:	cmp    rdx,r15
    2c30:	cmovg  rdx,r15
    2c34:	add    r13,rdx
    2c37:	mov    rax,r13
    2c3a:	sub    rax,QWORD PTR [rsi+0x108]
    2c41:	cmp    QWORD PTR [rsi+0x210],rax
    2c48:	jl     2cb0 <pb_stream_produce_batch+0x130>
    2c4a:	mov    rdi,rcx
    2c4d:	lea    r9,[rdx+r10*1]
    2c51:	mov    rax,r10
    2c54:	mov    QWORD PTR [rsp+0x30],0x0
    2c5d:	mov    QWORD PTR [rsp+0x40],0x0
    2c66:	sub    rdi,r10
    2c69:	test   rdx,rdx
    2c6c:	jle    2c8f <pb_stream_produce_batch+0x10f>
    2c6e:	xchg   ax,ax
    2c70:	lea    rdx,[rdi+rax*1]
    2c74:	xor    ecx,ecx
    2c76:	and    rdx,rbp
    2c79:	cmp    rax,rbx
    2c7c:	sete   cl
    2c7f:	add    rcx,rax
    2c82:	add    rax,0x1
    2c86:	mov    QWORD PTR [r12+rdx*8],rcx
    2c8a:	cmp    r9,rax
    2c8d:	jne    2c70 <pb_stream_produce_batch+0xf0>
    2c8f:	mov    r10,r9
    2c92:	mov    QWORD PTR [r8],r13
    2c95:	cmp    r14,r9
    2c98:	jge    2c20 <pb_stream_produce_batch+0xa0>
    2c9a:	xor    eax,eax
    2c9c:	add    rsp,0x58
    2ca0:	pop    rbx
    2ca1:	pop    rbp
    2ca2:	pop    r12
    2ca4:	pop    r13
    2ca6:	pop    r14
    2ca8:	pop    r15
    2caa:	ret
    2cab:	nop    DWORD PTR [rax+rax*1+0x0]
    2cb0:	lea    r9,[rsi+0x180]
    2cb7:	mov    rax,QWORD PTR [r9]
    2cba:	mov    rdi,r13
    2cbd:	sub    rdi,rax
    2cc0:	mov    QWORD PTR [rsi+0x108],rax
    2cc7:	cmp    rdi,QWORD PTR [rsi+0x210]
    2cce:	jle    2c4a <pb_stream_produce_batch+0xca>
    2cd4:	mov    eax,DWORD PTR [rsp+0x30]
    2cd8:	and    eax,0xf
    2cdb:	cmp    eax,0xf
    2cde:	je     2d8c <pb_stream_produce_batch+0x20c>
    2ce4:	mov    eax,DWORD PTR [rsp+0x34]
    2ce8:	cmp    eax,DWORD PTR [rsp+0x38]
    2cec:	jge    2d35 <pb_stream_produce_batch+0x1b5>
    2cee:	mov    edi,DWORD PTR [rsp+0x3c]
    2cf2:	test   edi,edi
    2cf4:	jle    2d11 <pb_stream_produce_batch+0x191>
    2cf6:	xor    eax,eax
    2cf8:	nop    DWORD PTR [rax+rax*1+0x0]
    2d00:	pause
    2d02:	add    eax,0x1
    2d05:	mov    edi,DWORD PTR [rsp+0x3c]
    2d09:	cmp    eax,edi
    2d0b:	jl     2d00 <pb_stream_produce_batch+0x180>
    2d0d:	mov    eax,DWORD PTR [rsp+0x34]
    2d11:	add    edi,eax
    2d13:	mov    DWORD PTR [rsp+0x34],edi
    2d17:	mov    rax,r13
    2d1a:	add    DWORD PTR [rsp+0x30],0x1
    2d1f:	sub    rax,QWORD PTR [rsi+0x108]
    2d26:	cmp    rax,QWORD PTR [rsi+0x210]
    2d2d:	jle    2c4a <pb_stream_produce_batch+0xca>
    2d33:	jmp    2cb7 <pb_stream_produce_batch+0x137>
    2d35:	mov    QWORD PTR [rsp+0x28],rsi
    2d3a:	mov    QWORD PTR [rsp+0x20],r9
    2d3f:	mov    QWORD PTR [rsp+0x18],rcx
    2d44:	mov    QWORD PTR [rsp+0x10],r10
    2d49:	mov    QWORD PTR [rsp+0x8],rdx
    2d4e:	mov    QWORD PTR [rsp],r8
    2d52:	call   12b0 <pb_yield>
    2d57:	mov    rsi,QWORD PTR [rsp+0x28]
    2d5c:	mov    r9,QWORD PTR [rsp+0x20]
    2d61:	mov    rcx,QWORD PTR [rsp+0x18]
    2d66:	mov    r10,QWORD PTR [rsp+0x10]
    2d6b:	mov    rdx,QWORD PTR [rsp+0x8]
    2d70:	mov    r8,QWORD PTR [rsp]
    2d74:	jmp    2d17 <pb_stream_produce_batch+0x197>
    2d76:	lea    rax,[r14+0x1]
    2d7a:	mov    rbx,rax
    2d7d:	shr    rbx,0x3f
    2d81:	add    rbx,rax
    2d84:	sar    rbx,1
    2d87:	jmp    2bca <pb_stream_produce_batch+0x4a>
    2d8c:	lea    rdi,[rsp+0x30]
    2d91:	mov    QWORD PTR [rsp+0x28],r9
    2d96:	mov    QWORD PTR [rsp+0x20],rcx
    2d9b:	mov    QWORD PTR [rsp+0x18],r10
    2da0:	mov    QWORD PTR [rsp+0x10],rdx
    2da5:	mov    QWORD PTR [rsp+0x8],r8
    2daa:	mov    QWORD PTR [rsp],rsi
    2dae:	call   1b40 <pb_backoff_check>
    2db3:	mov    rsi,QWORD PTR [rsp]
    2db7:	mov    r8,QWORD PTR [rsp+0x8]
    2dbc:	test   eax,eax
    2dbe:	mov    rdx,QWORD PTR [rsp+0x10]
    2dc3:	mov    r10,QWORD PTR [rsp+0x18]
    2dc8:	mov    rcx,QWORD PTR [rsp+0x20]
    2dcd:	mov    r9,QWORD PTR [rsp+0x28]
    2dd2:	je     2ce4 <pb_stream_produce_batch+0x164>
    2dd8:	jmp    2c9c <pb_stream_produce_batch+0x11c>
    2ddd:	nop    DWORD PTR [rax]
00000000000034b0 <pb_stream_consume_drain>:
    34b0:	movabs rax,0x10000001000
    34ba:	push   r15
    34bc:	mov    rcx,rsi
    34bf:	push   r14
    34c1:	push   r13
    34c3:	push   r12
    34c5:	push   rbp
    34c6:	push   rbx
    34c7:	sub    rsp,0x48
    34cb:	mov    rdx,QWORD PTR [rdi+0x918]
    34d2:	mov    r13,QWORD PTR [rdi+0x200]
    34d9:	mov    r14,QWORD PTR [rdi+0x208]
    34e0:	mov    r12,QWORD PTR [rdi+0x180]
    34e7:	mov    QWORD PTR [rsp+0x20],0x0
    34f0:	movdqa xmm0,XMMWORD PTR [rip+0x3cd8]        # 71d0 <_fini+0xd0c>
    34f8:	mov    QWORD PTR [rsp+0x28],rax
    34fd:	movaps XMMWORD PTR [rsp+0x30],xmm0
    3502:	test   rdx,rdx
    3505:	jle    36b4 <pb_stream_consume_drain+0x204>
    350b:	mov    r15,rdi
    350e:	lea    r8,[rdi+0x100]
    3515:	xor    ebp,ebp
    3517:	mov    ebx,0x1
    351c:	lea    r9,[rdi+0x180]
    3523:	nop    DWORD PTR [rax+rax*1+0x0]
    3528:	mov    rsi,QWORD PTR [r8]
    352b:	mov    r10,rsi
    352e:	mov    QWORD PTR [r15+0x188],rsi
    3535:	cmp    rsi,r12
    3538:	jne    35a8 <pb_stream_consume_drain+0xf8>
    353a:	mov    eax,DWORD PTR [rsp+0x20]
    353e:	and    eax,0xf
    3541:	cmp    eax,0xf
    3544:	je     3660 <pb_stream_consume_drain+0x1b0>
    354a:	mov    eax,DWORD PTR [rsp+0x24]
    354e:	cmp    eax,DWORD PTR [rsp+0x28]
    3552:	jge    3630 <pb_stream_consume_drain+0x180>
    3558:	mov    esi,DWORD PTR [rsp+0x2c]
    355c:	test   esi,esi
    355e:	jle    3579 <pb_stream_consume_drain+0xc9>
    3560:	xor    eax,eax
    3562:	nop    WORD PTR [rax+rax*1+0x0]
    3568:	pause
    356a:	add    eax,0x1
    356d:	mov    esi,DWORD PTR [rsp+0x2c]
    3571:	cmp    eax,esi
    3573:	jl     3568 <pb_stream_consume_drain+0xb8>
    3575:	mov    eax,DWORD PTR [rsp+0x24]
    3579:	add    esi,eax
    357b:	mov    DWORD PTR [rsp+0x24],esi
    357f:	add    DWORD PTR [rsp+0x20],0x1
    3584:	cmp    rdx,rbx
    3587:	jge    3528 <pb_stream_consume_drain+0x78>
    3589:	sub    rbx,0x1
    358d:	xor    eax,eax
    358f:	mov    QWORD PTR [rcx],rbx
    3592:	mov    QWORD PTR [rcx+0x8],rbp
    3596:	add    rsp,0x48
    359a:	pop    rbx
    359b:	pop    rbp
    359c:	pop    r12
    359e:	pop    r13
    35a0:	pop    r14
    35a2:	pop    r15
    35a4:	ret
    35a5:	nop    DWORD PTR [rax]
    35a8:	mov    QWORD PTR [rsp+0x20],0x0
    35b1:	mov    rax,rdx
    35b4:	mov    rdi,rsi
    35b7:	mov    QWORD PTR [rsp+0x30],0x0
    35c0:	sub    rax,rbx
    35c3:	sub    rdi,r12
    35c6:	add    rax,0x1
    35ca:	cmp    rax,rdi
    35cd:	jl     36a8 <pb_stream_consume_drain+0x1f8>
    35d3:	mov    rdi,rbx
    35d6:	sub    rdi,r12
    35d9:	sub    r12,rbx
    35dc:	add    rdi,r10
    35df:	nop
    35e0:	lea    rax,[r12+rbx*1]
    35e4:	and    rax,r14
    35e7:	mov    rax,QWORD PTR [r13+rax*8+0x0]
    35ec:	cmp    rax,rbx
    35ef:	jne    3610 <pb_stream_consume_drain+0x160>
    35f1:	add    rbx,0x1
    35f5:	add    rbp,rax
    35f8:	cmp    rdi,rbx
    35fb:	jne    35e0 <pb_stream_consume_drain+0x130>
    35fd:	mov    r12,r10
    3600:	mov    QWORD PTR [r9],rsi
    3603:	jmp    3584 <pb_stream_consume_drain+0xd4>
    3608:	nop    DWORD PTR [rax+rax*1+0x0]
    3610:	mov    r11,QWORD PTR [rcx+0x10]
    3614:	test   r11,r11
    3617:	jne    361d <pb_stream_consume_drain+0x16d>
    3619:	mov    QWORD PTR [rcx+0x18],rbx
    361d:	add    r11,0x1
    3621:	mov    QWORD PTR [rcx+0x10],r11
    3625:	jmp    35f1 <pb_stream_consume_drain+0x141>
    3627:	nop    WORD PTR [rax+rax*1+0x0]
    3630:	mov    QWORD PTR [rsp+0x18],r8
    3635:	mov    QWORD PTR [rsp+0x10],rcx
    363a:	mov    QWORD PTR [rsp+0x8],r9
    363f:	mov    QWORD PTR [rsp],rdx
    3643:	call   12b0 <pb_yield>
    3648:	mov    r8,QWORD PTR [rsp+0x18]
    364d:	mov    rcx,QWORD PTR [rsp+0x10]
    3652:	mov    r9,QWORD PTR [rsp+0x8]
    3657:	mov    rdx,QWORD PTR [rsp]
    365b:	jmp    357f <pb_stream_consume_drain+0xcf>
    3660:	lea    rdi,[rsp+0x20]
    3665:	mov    rsi,r15
    3668:	mov    QWORD PTR [rsp+0x18],r8
    366d:	mov    QWORD PTR [rsp+0x10],rcx
    3672:	mov    QWORD PTR [rsp+0x8],r9
    3677:	mov    QWORD PTR [rsp],rdx
    367b:	call   1b40 <pb_backoff_check>
    3680:	mov    rdx,QWORD PTR [rsp]
    3684:	mov    r9,QWORD PTR [rsp+0x8]
    3689:	test   eax,eax
    368b:	mov    rcx,QWORD PTR [rsp+0x10]
    3690:	mov    r8,QWORD PTR [rsp+0x18]
    3695:	je     354a <pb_stream_consume_drain+0x9a>
    369b:	sub    rbx,0x1
    369f:	jmp    358f <pb_stream_consume_drain+0xdf>
    36a4:	nop    DWORD PTR [rax+0x0]
    36a8:	lea    r10,[r12+rax*1]
    36ac:	mov    rsi,r10
    36af:	jmp    35d3 <pb_stream_consume_drain+0x123>
    36b4:	xor    ebx,ebx
    36b6:	xor    ebp,ebp
    36b8:	xor    eax,eax
    36ba:	jmp    358f <pb_stream_consume_drain+0xdf>
    36bf:	nop
