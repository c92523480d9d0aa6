; E01 NativeSpscStreamBenchmarks.NativeSpscRing Capacity=65536 on intel-xeon-2c2t; .NET 10.0.12 X64; commit a44d79b; 2026-11-30 02:43 UTC; objdump -d of libperfbuf_native.so (built (GNU 12.2.0; -O2 -DNDEBUG -fvisibility=hidden -Wall -Wextra; x86_64; futex; rdtscp)), the row's C functions pb_stream_produce_single (worker side) and pb_stream_consume_single (measuring side), crossings not counted

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
0000000000003100 <pb_stream_consume_single>:
    3100:	movabs rax,0x10000001000
    310a:	push   r15
    310c:	mov    r15,rsi
    310f:	push   r14
    3111:	push   r13
    3113:	push   r12
    3115:	push   rbp
    3116:	push   rbx
    3117:	sub    rsp,0x28
    311b:	movdqa xmm0,XMMWORD PTR [rip+0x40ad]        # 71d0 <_fini+0xd0c>
    3123:	mov    r14,QWORD PTR [rdi+0x918]
    312a:	mov    QWORD PTR [rsp],0x0
    3132:	mov    QWORD PTR [rsp+0x8],rax
    3137:	movaps XMMWORD PTR [rsp+0x10],xmm0
    313c:	test   r14,r14
    313f:	jle    3251 <pb_stream_consume_single+0x151>
    3145:	mov    rbp,rdi
    3148:	lea    r13,[rdi+0x180]
    314f:	xor    r12d,r12d
    3152:	mov    ebx,0x1
    3157:	jmp    31a3 <pb_stream_consume_single+0xa3>
    3159:	nop    DWORD PTR [rax+0x0]
    3160:	mov    rcx,QWORD PTR [rbp+0x208]
    3167:	mov    rdx,QWORD PTR [rbp+0x200]
    316e:	and    rcx,rax
    3171:	add    rax,0x1
    3175:	mov    rdx,QWORD PTR [rdx+rcx*8]
    3179:	mov    QWORD PTR [r13+0x0],rax
    317d:	mov    QWORD PTR [rsp],0x0
    3185:	mov    QWORD PTR [rsp+0x10],0x0
    318e:	cmp    rdx,rbx
    3191:	jne    3230 <pb_stream_consume_single+0x130>
    3197:	add    rbx,0x1
    319b:	add    r12,rdx
    319e:	cmp    r14,rbx
    31a1:	jl     3210 <pb_stream_consume_single+0x110>
    31a3:	mov    rax,QWORD PTR [r13+0x0]
    31a7:	cmp    rax,QWORD PTR [rbp+0x188]
    31ae:	jne    3160 <pb_stream_consume_single+0x60>
    31b0:	mov    rdx,QWORD PTR [rbp+0x100]
    31b7:	mov    QWORD PTR [rbp+0x188],rdx
    31be:	cmp    rax,rdx
    31c1:	jne    3160 <pb_stream_consume_single+0x60>
    31c3:	mov    eax,DWORD PTR [rsp]
    31c6:	and    eax,0xf
    31c9:	cmp    eax,0xf
    31cc:	je     325a <pb_stream_consume_single+0x15a>
    31d2:	mov    eax,DWORD PTR [rsp+0x4]
    31d6:	cmp    eax,DWORD PTR [rsp+0x8]
    31da:	jge    324a <pb_stream_consume_single+0x14a>
    31dc:	mov    edx,DWORD PTR [rsp+0xc]
    31e0:	test   edx,edx
    31e2:	jle    3201 <pb_stream_consume_single+0x101>
    31e4:	xor    eax,eax
    31e6:	cs nop WORD PTR [rax+rax*1+0x0]
    31f0:	pause
    31f2:	add    eax,0x1
    31f5:	mov    edx,DWORD PTR [rsp+0xc]
    31f9:	cmp    eax,edx
    31fb:	jl     31f0 <pb_stream_consume_single+0xf0>
    31fd:	mov    eax,DWORD PTR [rsp+0x4]
    3201:	add    edx,eax
    3203:	mov    DWORD PTR [rsp+0x4],edx
    3207:	add    DWORD PTR [rsp],0x1
    320b:	cmp    r14,rbx
    320e:	jge    31a3 <pb_stream_consume_single+0xa3>
    3210:	sub    rbx,0x1
    3214:	xor    eax,eax
    3216:	mov    QWORD PTR [r15],rbx
    3219:	mov    QWORD PTR [r15+0x8],r12
    321d:	add    rsp,0x28
    3221:	pop    rbx
    3222:	pop    rbp
    3223:	pop    r12
    3225:	pop    r13
    3227:	pop    r14
    3229:	pop    r15
    322b:	ret
    322c:	nop    DWORD PTR [rax+0x0]
    3230:	mov    rax,QWORD PTR [r15+0x10]
    3234:	test   rax,rax
    3237:	jne    323d <pb_stream_consume_single+0x13d>
    3239:	mov    QWORD PTR [r15+0x18],rbx
    323d:	add    rax,0x1
    3241:	mov    QWORD PTR [r15+0x10],rax
    3245:	jmp    3197 <pb_stream_consume_single+0x97>
    324a:	call   12b0 <pb_yield>
    324f:	jmp    3207 <pb_stream_consume_single+0x107>
    3251:	xor    ebx,ebx
    3253:	xor    r12d,r12d
    3256:	xor    eax,eax
    3258:	jmp    3216 <pb_stream_consume_single+0x116>
    325a:	mov    rdi,rsp
    325d:	mov    rsi,rbp
    3260:	call   1b40 <pb_backoff_check>
    3265:	test   eax,eax
    3267:	je     31d2 <pb_stream_consume_single+0xd2>
    326d:	sub    rbx,0x1
    3271:	jmp    3216 <pb_stream_consume_single+0x116>
    3273:	data16 cs nop WORD PTR [rax+rax*1+0x0]
    327e:	xchg   ax,ax
