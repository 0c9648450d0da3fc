# ptoc: print
# Every tensor-level op prints back with the type the reference deduces: calls
# as the reference prints them in its pass test vectors, and the rest written
# from the reference's type rules (elementwise promotion and broadcasting,
# reductions, matmul batch/transpose shapes, slice/view/transpose views ...).
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class TensorOps:
    @pl.function
    def tensor_adds(self, x: pl.Tensor[[64], pl.FP32]):
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
    @pl.function
    def tensor_adds_2(self, x: pl.Tensor[[64], pl.FP32]):
        x: pl.Tensor[[64], pl.FP32] = pl.tensor.adds(x, pl.cast(6, pl.INT32))
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_muls(self, x: pl.Tensor[[1], pl.INT32]):
        y: pl.Tensor[[1], pl.INT32] = pl.tensor.mul(x, x)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_muls_2(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]):
        result__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.muls(pl.tensor.adds(x__ssa_v0, 1.0), 2.0)
    @pl.function
    def tensor_ands(self, x__ssa_v0: pl.Tensor[[128, 128], pl.INT32], mask__ssa_v0: pl.Tensor[[128, 128], pl.INT32]):
        t__tmp_v0: pl.Tensor[[128, 128], pl.INT32] = pl.tensor.and_(x__ssa_v0, mask__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_subs(self, t__tmp_v10: pl.Tensor[[16, 128], pl.FP32], t__tmp_v11: pl.Tensor[[16, 128], pl.FP32]):
        oi_inline47__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sub(t__tmp_v10, t__tmp_v11)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_subs_2(self, mm: pl.Tensor[[16, 128], pl.FP32], k_p: pl.Tensor[[16, 128], pl.FP32], v_p: pl.Tensor[[16, 128], pl.FP32]):
        oi: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sub(pl.tensor.add(mm, k_p), pl.tensor.muls(v_p, 0.5))
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_cast(self, ctx_len: pl.Scalar[pl.INT32]):
        pos: pl.Scalar[pl.INDEX] = pl.cast(ctx_len, pl.INDEX) - 1
    @pl.function
    def tensor_cast_2(self, x: pl.Tensor[[16, 16], pl.FP32]):
        a: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.cast(x, target_type=pl.BF16, mode='round')
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_aiv_shard(self, mm: pl.Tensor[[16, 128], pl.FP32]):
        mm_v: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.aiv_shard(mm)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_aic_gather(self, h__ssa_v0: pl.Tensor[[128, 128], pl.FP32]):
        res__ssa_v0: pl.Tensor[[256, 128], pl.FP32] = pl.tensor.aic_gather(h__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_read(self, t: pl.Tensor[[64], pl.FP32]):
        v: pl.Scalar[pl.FP32] = pl.tensor.read(t, [0])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_read_2(self, signal: pld.DistributedTensor[[1, 1], pl.INT32]):
        val: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def tensor_slice(self, scratch: pl.Tensor[[64], pl.FP32]):
        left: pl.Tensor[[32], pl.FP32] = pl.tensor.slice(scratch, [32], [0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_slice_2(self, out: pl.Out[pl.Tensor[[4, 8], pl.FP32]], i: pl.Scalar[pl.INDEX]):
        row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.slice(out, [1, 8], [i, 0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_reshape(self, y: pl.Out[pl.Tensor[[2, 64, 128], pl.BF16]]):
        y_v1: pl.Tensor[[128, 128], pl.BF16] = pl.tensor.reshape(y, [128, 128])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_reshape_2(self, y_v2: pl.Tensor[[128, 128], pl.BF16]):
        y_v3: pl.Tensor[[2, 64, 128], pl.BF16] = pl.tensor.reshape(y_v2, [2, 64, 128])
    @pl.function
    def tensor_assemble(self, q: pl.Out[pl.Tensor[[4], pl.FP32]], a: pl.Tensor[[4], pl.FP32]):
        q: pl.Tensor[[4], pl.FP32] = pl.tensor.assemble(q, a, [0])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_assemble_2(self, t: pl.Tensor[[1, 64], pl.FP32], a: pl.Tensor[[1, 32], pl.FP32]):
        t_1: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.assemble(t, a, [0, 0])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_write(self, dst: pl.Tensor[[4], pl.FP32], val: pl.Scalar[pl.FP32]):
        pl.tensor.write(dst, [0], val)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_write_2(self, out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], val: pl.Scalar[pl.INT32]):
        pl.tensor.write(out, [0, 0], val)
    @pl.function
    def tensor_dim(self, a: pl.Tensor[[M_DYN, 128], pl.FP32]):
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, 0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_view(self, lhs__ssa_v0: pl.Tensor[[2, 3, 2], pl.FP16]):
        lhs_2d__ssa_v0: pl.Tensor[[6, 2], pl.FP16, pl.TensorView(stride=[2, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(lhs__ssa_v0, [6, 2])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_view_2(self, data__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[1, 3, 4], stride=[], layout=pl.TensorLayout.ND)]]):
        t__target_2d_tmp_v5: pld.DistributedTensor[[1, 24], pl.FP32, pl.TensorView(valid_shape=[1, 12], stride=[24, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(data__ssa_v0, [1, 24], [1, 12])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_scatter_update(self, buf__ssa_v0: pl.Tensor[[16, 64], pl.FP16], index__ssa_v0: pl.Tensor[[2, 4], pl.INT32], src__ssa_v0: pl.Tensor[[8, 64], pl.FP16]):
        result__ssa_v0: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.scatter_update(buf__ssa_v0, index__ssa_v0, src__ssa_v0, dim=-2)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_gather_row(self, kv0: pl.Tensor[[16, 128], pl.BF16], src: pl.Tensor[[256, 128], pl.BF16]):
        kv1: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.gather_row(kv0, src, [0, 0], [0, 0], [4, 128], valid_shape=[3, 128], transpose=False)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_reinterpret_view(self, x__ssa_v0: pl.Tensor[[8, 16], pl.FP32]):
        t__tmp_v0: pl.Tensor[[8, 32], pl.INT16] = pl.tensor.reinterpret_view(x__ssa_v0, dtype=pl.INT16)
    @pl.function
    def tensor_add(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]):
        result__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(pl.tensor.muls(x__ssa_v0, 2.0), pl.tensor.exp(x__ssa_v0))
    @pl.function
    def tensor_mul(self, y__ssa_v0: pl.Tensor[[64], pl.FP32], z__ssa_v0: pl.Tensor[[64], pl.FP32]):
        x__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(pl.tensor.adds(y__ssa_v0, 1.0), z__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_expand_clone(self, src: pl.Tensor[[1, 4, 8], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]):
        y: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tensor.expand_clone(src, target)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_fillpad(self, x: pl.Tensor[[8, 32], pl.FP32]):
        y: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.fillpad(x, pad_value=pl.PadValue.max)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_fillpad_expand(self, x: pl.Tensor[[8, 32], pl.FP32]):
        y: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.max)] = pl.tensor.fillpad_expand(x, [16, 32], pad_value=pl.PadValue.max)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_col_expand_mul(self, x_chunk: pl.Tensor[[16, 512], pl.FP32], inv_rms: pl.Tensor[[16, 1], pl.FP32], gamma: pl.Tensor[[1, 512], pl.FP32]):
        normed: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.col_expand_mul(pl.tensor.row_expand_mul(x_chunk, inv_rms), gamma)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_matmul(self, a_alias: pl.Tensor[[16, 128], pl.BF16], b_alias: pl.Tensor[[128, 128], pl.BF16]):
        c: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.matmul(a_alias, b_alias, a_trans=False, b_trans=False, c_matrix_nz=False)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_matmul_2(self, q__ssa_v0: pl.Tensor[[16, 64], pl.BF16], kv__ssa_v0: pl.Tensor[[64, 64], pl.BF16]):
        qk__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(q__ssa_v0, kv__ssa_v0, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_matmul_acc(self, q_acc: pl.Tensor[[16, 256], pl.FP32], tile_a: pl.Tensor[[16, 128], pl.BF16], tile_b: pl.Tensor[[128, 256], pl.BF16]):
        q_acc: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.matmul_acc(q_acc, tile_a, tile_b, a_trans=False, b_trans=False)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_create(self):
        t: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tensor_create_2(self, N: pl.Scalar[pl.INDEX]):
        t: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_ci(self):
        idx: pl.Tensor[[1, 32], pl.INT32] = pl.tensor.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_random(self):
        r: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.random(pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), [4, 256], dtype=pl.INT32, rounds=7)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_create_l1(self):
        kv0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.create_l1([16, 128], dtype=pl.BF16, transpose=False)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_full(self):
        acc: pl.Tensor[[1, 16], pl.FP32] = pl.tensor.full([1, 16], dtype=pl.FP32, value=0.0)
    @pl.function
    def tensor_sort32(self, src__ssa_v0: pl.Tensor[[8, 32], pl.FP32], idx__ssa_v0: pl.Tensor[[8, 32], pl.UINT32]):
        t__tmp_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.sort32(src__ssa_v0, idx__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_row_sum(self, t__tmp_v1: pl.Tensor[[16, 128], pl.FP32]):
        t__tmp_v2: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(t__tmp_v1)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_get_block_idx(self):
        c: pl.Scalar[pl.INDEX] = pl.tensor.get_block_idx()
    @pl.function
    def tensor_exp(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]):
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.exp(x__ssa_v0)
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_recip(self, variance: pl.Tensor[[16, 1], pl.FP32]):
        inv_rms: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.recip(pl.tensor.sqrt(variance))
    @pl.function(type=pl.FunctionType.Inline)
    def tensor_recip_2(self, gate_acc: pl.Tensor[[16, 256], pl.FP32]):
        sigmoid: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.recip(pl.tensor.adds(pl.tensor.exp(pl.tensor.neg(gate_acc)), 1.0))
    @pl.function(type=pl.FunctionType.Inline)
    def broadcast(self, x: pl.Tensor[[16, 128], pl.FP32], r: pl.Tensor[[16, 1], pl.FP32], c: pl.Tensor[[1, 128], pl.FP32], s: pl.Scalar[pl.FP32]):
        b0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_expand(r)
        b1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_add(x, r)
        b2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(x, r)
        b3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_div(x, r)
        b4: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_max(x, r)
        b5: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_min(x, r)
        b6: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_expdif(x, r)
        b7: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand(x, c)
        b8: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_add(x, c)
        b9: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_sub(x, c)
        b10: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_div(x, c)
        b11: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_max(x, c)
        b12: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_min(x, c)
        b13: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_expdif(x, c)
        b14: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.expands(x, s)
    @pl.function(type=pl.FunctionType.Inline)
    def elementwise(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[16, 128], pl.FP32], b: pl.Tensor[[1, 128], pl.FP32], i: pl.Tensor[[16, 128], pl.INT32], j: pl.Tensor[[16, 128], pl.INT32], h: pl.Tensor[[16, 128], pl.INT16], s: pl.Scalar[pl.FP32], k: pl.Scalar[pl.INT32]):
        a0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.div(x, y)
        a1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.divs(x, 2.0)
        a2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.subs(x, s)
        a3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.maximum(x, b)
        a4: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.minimum(x, 0.0)
        a5: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.cmp(x, y, cmp_type=2)
        a6: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.fmod(x, y)
        a7: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.fmods(x, s)
        a8: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.or_(i, j)
        a9: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.ors(i, k)
        a10: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.xor(i, j)
        a11: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.xors(i, k)
        a12: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.shl(i, j)
        a13: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.shls(i, k)
        a14: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.shr(i, j)
        a15: pl.Tensor[[16, 128], pl.INT32] = pl.tensor.shrs(i, k)
        a16: pl.Tensor[[16, 128], pl.INT16] = pl.tensor.not_(h)
        a17: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.part_add(x, b)
        a18: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.part_mul(x, y)
        a19: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.part_max(x, y)
        a20: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.part_min(x, y)
    @pl.function(type=pl.FunctionType.Inline)
    def gather_sort(self, x: pl.Tensor[[8, 32], pl.FP32], idx: pl.Tensor[[8, 32], pl.INT32], m: pl.Tensor[[8, 64], pl.FP32], u: pl.Tensor[[8, 32], pl.UINT32]):
        g0: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.gather(x, idx, dim=-1)
        g1: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.gather_mask(x, mask_pattern=1)
        g2: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.scatter(x, idx, x, dim=-1)
        g3: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.mrgsort_format1(m, 64)
        g4: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.scatter_mask(x, x, mask_pattern=2)
        g5: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.gather_mask(x, mask_pattern=pl.tile.MaskPattern.P1010)
    @pl.function(type=pl.FunctionType.Inline)
    def matmul(self, a: pl.Tensor[[16, 128], pl.INT8], b: pl.Tensor[[128, 64], pl.INT8], sa: pl.Tensor[[16, 1], pl.FP32], sb: pl.Tensor[[1, 64], pl.FP32], p: pl.Tensor[[2, 16, 128], pl.BF16], q: pl.Tensor[[128, 64], pl.BF16]):
        m0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.a8w8_matmul_dequant(a, b, sa, sb)
        m1: pl.Tensor[[2, 16, 64], pl.BF16] = pl.tensor.matmul(p, q)
        m2: pl.Tensor[[2, 64, 16], pl.BF16] = pl.tensor.matmul(q, p, a_trans=True, b_trans=True)
    @pl.function(type=pl.FunctionType.Inline)
    def reduction(self, x: pl.Tensor[[16, 128], pl.FP32]):
        r0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x)
        r1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_min(x)
        r2: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_prod(x)
        r3: pl.Tensor[[16, 1], pl.INT32] = pl.tensor.row_argmax(x)
        r4: pl.Tensor[[16, 1], pl.INT32] = pl.tensor.row_argmin(x)
        r5: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_sum(x)
        r6: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_max(x)
        r7: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_min(x)
        r8: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_prod(x)
        r9: pl.Tensor[[1, 128], pl.INT32] = pl.tensor.col_argmax(x)
        r10: pl.Tensor[[1, 128], pl.INT32] = pl.tensor.col_argmin(x)
        r11: pl.Tensor[[16], pl.FP32] = pl.tensor.row_sum(x, keep_dim=False)
    @pl.function(type=pl.FunctionType.Inline)
    def system(self, x: pl.Tensor[[16, 128], pl.FP32]):
        n: pl.Scalar[pl.INDEX] = pl.tensor.get_block_num()
        s: pl.Scalar[pl.INDEX] = pl.tensor.get_subblock_idx()
        pl.tensor.runtime_print(x)
    @pl.function(type=pl.FunctionType.Inline)
    def transform(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        t0: pl.Tensor[[128, 16], pl.FP32, pl.TensorView(stride=[1, 128], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(x, 0, 1)
        t1: pl.Tensor[[16, 192], pl.FP32] = pl.tensor.concat(x, y)
        t2: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(valid_shape=[n, 128], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(x, n, 128)
        t3: pl.Ptr = pl.tensor.alloc(pl.Mem.DDR, 8192)
        t4: pl.Tensor[[8, 128], pl.FP32, pl.TensorView(valid_shape=[n, 128], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [8, 128], [8, 0], [n, 128])
        t5: pl.Tensor[[128, 16], pl.FP32, pl.TensorView(stride=[1, 128], layout=pl.TensorLayout.DN)] = pl.tensor.view(x, layout=pl.TensorLayout.DN)
    @pl.function(type=pl.FunctionType.Inline)
    def unary(self, x: pl.Tensor[[16, 128], pl.FP32], i: pl.Tensor[[16, 128], pl.INT32]):
        u0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.abs(x)
        u1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(x)
        u2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.log(x)
        u3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sqrt(i)
        u4: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.rsqrt(x, high_precision=True)
        u5: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sin(x)
        u6: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.cos(x)
        u7: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(i)
    @pl.function(type=pl.FunctionType.Inline, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def matmul_vectors(self, a: pl.Tensor[[128, 64], pl.FP16], b: pl.Tensor[[128], pl.FP16], c: pl.Tensor[[64], pl.FP16], d: pl.Tensor[[128, 64], pl.FP16], h: pl.Tensor[[8, 4], pl.FP16]):
        x0: pl.Tensor[[64], pl.FP16] = pl.tensor.matmul(a, b, a_trans=True)
        x1: pl.Tensor[[128], pl.FP16] = pl.tensor.matmul(c, d, b_trans=True)
        x2: pl.Tensor[[], pl.FP16] = pl.tensor.matmul(c, c)
        x3: pl.Tensor[[4, 4], pl.FP16] = pl.tensor.matmul(h, h, a_trans=True, out_dtype=pl.FP16)
    @pl.function(type=pl.FunctionType.Inline, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def matmul_acc_batch_and_windows(self, acc: pl.Tensor[[1, 16, 64], pl.FP32], a: pl.Tensor[[16, 32], pl.BF16], r: pl.Tensor[[1, 64, 32], pl.BF16], w: pld.DistributedTensor[[16, 32], pl.FP32]):
        x0: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.matmul_acc(acc, a, r, b_trans=True)
        x1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(w)
