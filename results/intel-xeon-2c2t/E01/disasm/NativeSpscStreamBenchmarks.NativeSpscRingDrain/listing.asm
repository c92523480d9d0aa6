; E01 NativeSpscStreamBenchmarks.NativeSpscRingDrain Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; objdump -d of libperfbuf_native.so (built (GNU 12.2.0; -O2 -DNDEBUG -fvisibility=hidden -Wall -Wextra; x86_64; futex; rdtscp)), the row's C functions pb_stream_produce_single (worker side) and pb_stream_consume_drain (measuring side), crossings not counted

0000000000002820 <pb_stream_produce_single>:
    2820:	push   r15
    2822:	push   r14
    2824:	xor    r14d,r14d
    2827:	push   r13
    2829:	push   r12
    282b:	push   rbp
    282c:	mov    rbp,rdi
    282f:	push   rbx
    2830:	sub    rsp,0x28
    2834:	mov    r15,QWORD PTR [rdi+0x918]
    283b:	test   BYTE PTR [rdi+0xc],0x2
    283f:	je     2864 <pb_stream_produce_single+0x44>
    2841:	mov    eax,DWORD PTR [rdi+0x900]
    2847:	and    eax,0xfffffffb
    284a:	cmp    eax,0x1
    284d:	jne    2978 <pb_stream_produce_single+0x158>
    2853:	mov    r14,r15
    2856:	shr    r14,0x3f
    285a:	add    r14,r15
    285d:	sar    r14,1
    2860:	add    r14,0x1
    2864:	movdqa xmm0,XMMWORD PTR [rip+0x4964]        # 71d0 <_fini+0xd0c>
    286c:	mov    QWORD PTR [rsp],0x0
    2874:	movabs rax,0x10000001000
    287e:	lea    r13,[rbp+0x100]
    2885:	mov    QWORD PTR [rsp+0x8],rax
    288a:	mov    ebx,0x1
    288f:	movaps XMMWORD PTR [rsp+0x10],xmm0
    2894:	test   r15,r15
    2897:	jg     28d4 <pb_stream_produce_single+0xb4>
    2899:	jmp    2960 <pb_stream_produce_single+0x140>
    289e:	xchg   ax,ax
    28a0:	mov    rcx,QWORD PTR [rbp+0x200]
    28a7:	and    rax,QWORD PTR [rbp+0x208]
    28ae:	add    rbx,0x1
    28b2:	mov    QWORD PTR [rcx+rax*8],r12
    28b6:	mov    QWORD PTR [r13+0x0],rdx
    28ba:	mov    QWORD PTR [rsp],0x0
    28c2:	mov    QWORD PTR [rsp+0x10],0x0
    28cb:	cmp    r15,rbx
    28ce:	jl     2960 <pb_stream_produce_single+0x140>
    28d4:	xor    eax,eax
    28d6:	cmp    r14,rbx
    28d9:	sete   al
    28dc:	lea    r12,[rax+rbx*1]
    28e0:	mov    rax,QWORD PTR [r13+0x0]
    28e4:	lea    rdx,[rax+0x1]
    28e8:	mov    rcx,rdx
    28eb:	sub    rcx,QWORD PTR [rbp+0x108]
    28f2:	cmp    rcx,QWORD PTR [rbp+0x210]
    28f9:	jle    28a0 <pb_stream_produce_single+0x80>
    28fb:	mov    rcx,QWORD PTR [rbp+0x180]
    2902:	mov    rsi,rdx
    2905:	sub    rsi,rcx
    2908:	mov    QWORD PTR [rbp+0x108],rcx
    290f:	cmp    rsi,QWORD PTR [rbp+0x210]
    2916:	jle    28a0 <pb_stream_produce_single+0x80>
    2918:	mov    eax,DWORD PTR [rsp]
    291b:	and    eax,0xf
    291e:	cmp    eax,0xf
    2921:	je     2997 <pb_stream_produce_single+0x177>
    2923:	mov    eax,DWORD PTR [rsp+0x4]
    2927:	cmp    eax,DWORD PTR [rsp+0x8]
    292b:	jge    2990 <pb_stream_produce_single+0x170>
    292d:	mov    edx,DWORD PTR [rsp+0xc]
    2931:	test   edx,edx
    2933:	jle    2951 <pb_stream_produce_single+0x131>
    2935:	xor    eax,eax
    2937:	nop    WORD PTR [rax+rax*1+0x0]
    2940:	pause
    2942:	add    eax,0x1
    2945:	mov    edx,DWORD PTR [rsp+0xc]
    2949:	cmp    eax,edx
    294b:	jl     2940 <pb_stream_produce_single+0x120>
    294d:	mov    eax,DWORD PTR [rsp+0x4]
    2951:	add    edx,eax
    2953:	mov    DWORD PTR [rsp+0x4],edx
    2957:	add    DWORD PTR [rsp],0x1
    295b:	jmp    28e0 <pb_stream_produce_single+0xc0>
    295d:	nop    DWORD PTR [rax]
    2960:	xor    eax,eax
    2962:	add    rsp,0x28
    2966:	pop    rbx
    2967:	pop    rbp
    2968:	pop    r12
    296a:	pop    r13
    296c:	pop    r14
    296e:	pop    r15
    2970:	ret
    2971:	nop    DWORD PTR [rax+0x0]
    2978:	lea    rax,[r15+0x1]
    297c:	mov    r14,rax
    297f:	shr    r14,0x3f
    2983:	add    r14,rax
    2986:	sar    r14,1
    2989:	jmp    2864 <pb_stream_produce_single+0x44>
    298e:	xchg   ax,ax
    2990:	call   12b0 <pb_yield>
    2995:	jmp    2957 <pb_stream_produce_single+0x137>
    2997:	mov    rdi,rsp
    299a:	mov    rsi,rbp
    299d:	call   1b40 <pb_backoff_check>
    29a2:	test   eax,eax
    29a4:	je     2923 <pb_stream_produce_single+0x103>
    29aa:	jmp    2962 <pb_stream_produce_single+0x142>
    29ac:	nop    DWORD PTR [rax+0x0]
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
