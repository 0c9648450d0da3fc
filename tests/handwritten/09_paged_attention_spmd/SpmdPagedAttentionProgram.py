# examples/models/09_paged_attention_spmd.py::main (hand-written)
import pypto.language as pl

batch = 4
num_heads = 16
head_dim = 128
block_size = 128
max_num_blocks_per_req = 256
q_tile = 16
query_rows = batch * num_heads
key_cache_rows = batch * max_num_blocks_per_req * block_size
out_rows = batch * num_heads
block_table_flat_size = batch * max_num_blocks_per_req
batch_q_tile = batch * q_tile


@pl.program
class SpmdPagedAttentionProgram:
    """SPMD paged attention with batch-parallel stride partitioning."""

    # ── CUBE kernel: QK matmul ─────────────────────────────────────
    # For each batch item b (stride-partitioned across HW blocks):
    #   1. Compute the valid KV length for this block index
    #   2. Look up the physical block from block_table
    #   3. Load query tile [q_tile, head_dim] and key tile [block_size, head_dim]
    #   4. Compute sij = Q @ K^T and store to sij_batch at batch offset
    @pl.function(type=pl.FunctionType.InCore)
    def SpmdQkMatmul(  # noqa: PLR0913
        self,
        query: pl.Tensor[[query_rows, head_dim], pl.BF16],
        key_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
        sij_batch: pl.Out[pl.Tensor[[batch_q_tile, block_size], pl.FP32]],
        block_table: pl.Tensor[[block_table_flat_size], pl.INT32],
        context_lens: pl.Tensor[[batch], pl.INT32],
        batch_count: pl.Scalar[pl.INDEX],
        block_idx_kv: pl.Scalar[pl.INDEX],
        q_offset: pl.Scalar[pl.INDEX],
        block_num: pl.Scalar[pl.INDEX],
        block_size_param: pl.Scalar[pl.INDEX],
        num_heads_param: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[batch_q_tile, block_size], pl.FP32]:
        """QK matmul with SPMD stride partitioning over batch (CUBE)."""
        spmd_idx = pl.tile.get_block_idx()
        spmd_block_num = pl.tile.get_block_num()
        for b in pl.range(spmd_idx, batch_count, spmd_block_num):
            qi_row = b * num_heads_param + q_offset
            cur_seq = pl.tensor.read(context_lens, [b])
            start = block_idx_kv * block_size_param
            remaining = cur_seq - start
            valid_len = pl.max(pl.min(remaining, block_size_param), 0)

            if valid_len > 0:
                phys_block_raw: pl.Scalar[pl.INT32] = pl.read(block_table, b * block_num + block_idx_kv)
                phys_block_idx: pl.Scalar[pl.INDEX] = pl.cast(phys_block_raw, pl.INDEX)
                kj_row = phys_block_idx * block_size_param

                qi_l1 = pl.load(
                    query,
                    [qi_row, 0],
                    [q_tile, head_dim],
                    target_memory=pl.MemorySpace.Mat,
                )
                kj_l1 = pl.load(
                    key_cache,
                    [kj_row, 0],
                    [block_size, head_dim],
                    target_memory=pl.MemorySpace.Mat,
                    transpose=True,
                )
                qi_l0a = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
                kj_l0b = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
                sij_l0c = pl.matmul(qi_l0a, kj_l0b)
                sij_batch = pl.store(sij_l0c, [b * q_tile, 0], sij_batch)
        return sij_batch

    # ── VECTOR kernel: softmax prepare ─────────────────────────────
    # For each batch item b (stride-partitioned across HW blocks):
    #   If valid_len == 0: produce zero pij, -inf mij, zero lij
    #   Else:
    #     1. Load sij scores, pad invalid positions with min value
    #     2. Scale scores by scale_value
    #     3. Compute row-wise max (mij) and center scores
    #     4. Compute exp(sij - mij) -> pij, and row-wise sum -> lij
    @pl.function(type=pl.FunctionType.InCore)
    def SpmdSoftmaxPrepare(
        self,
        sij_batch: pl.Tensor[[batch_q_tile, block_size], pl.FP32],
        pij_batch: pl.Out[pl.Tensor[[batch_q_tile, block_size], pl.BF16]],
        mij_batch: pl.Out[pl.Tensor[[batch_q_tile, 1], pl.FP32]],
        lij_batch: pl.Out[pl.Tensor[[batch_q_tile, 1], pl.FP32]],
        scale_value: pl.Scalar[pl.FP32],
        context_lens: pl.Tensor[[batch], pl.INT32],
        batch_count: pl.Scalar[pl.INDEX],
        block_idx_kv: pl.Scalar[pl.INDEX],
        block_size_param: pl.Scalar[pl.INDEX],
    ) -> tuple[
        pl.Tensor[[batch_q_tile, block_size], pl.BF16],
        pl.Tensor[[batch_q_tile, 1], pl.FP32],
        pl.Tensor[[batch_q_tile, 1], pl.FP32],
    ]:
        """Softmax prepare with SPMD stride over batch (VECTOR)."""
        spmd_idx = pl.tile.get_block_idx()
        spmd_block_num = pl.tile.get_block_num()
        for b in pl.range(spmd_idx, batch_count, spmd_block_num):
            cur_seq = pl.tensor.read(context_lens, [b])
            start = block_idx_kv * block_size_param
            remaining = cur_seq - start
            valid_len = pl.max(pl.min(remaining, block_size_param), 0)

            if valid_len == 0:
                zero_pij_f32_tile = pl.tile.full([q_tile, block_size], dtype=pl.FP32, value=0.0)
                zero_pij_tile = pl.cast(zero_pij_f32_tile, target_type=pl.BF16)
                zero_tmp_tile = pl.create_tile(
                    [q_tile, block_size],
                    dtype=pl.FP32,
                    target_memory=pl.MemorySpace.Vec,
                )
                zero_li_tile = pl.row_sum(zero_pij_f32_tile, zero_tmp_tile)

                neg_inf_scores_tile = pl.tile.full([q_tile, block_size], dtype=pl.FP32, value=-1e30)
                neg_inf_tmp_tile = pl.create_tile(
                    [q_tile, block_size],
                    dtype=pl.FP32,
                    target_memory=pl.MemorySpace.Vec,
                )
                neg_inf_mi_tile = pl.row_max(neg_inf_scores_tile, neg_inf_tmp_tile)
                pij_batch = pl.store(zero_pij_tile, [b * q_tile, 0], pij_batch, [q_tile, block_size])
                mij_batch = pl.store(neg_inf_mi_tile, [b * q_tile, 0], mij_batch, [q_tile, 1])
                lij_batch = pl.store(zero_li_tile, [b * q_tile, 0], lij_batch, [q_tile, 1])
            else:
                s_tile = pl.load(
                    sij_batch,
                    [b * q_tile, 0],
                    [q_tile, block_size],
                    target_memory=pl.MemorySpace.Vec,
                    valid_shapes=[q_tile, valid_len],
                )
                s_padded = pl.tile.fillpad(s_tile, pad_value=pl.PadValue.min)
                scaled = pl.mul(s_padded, scale_value)
                tmp_tile = pl.create_tile(
                    [q_tile, block_size],
                    dtype=pl.FP32,
                    target_memory=pl.MemorySpace.Vec,
                )
                mi_tile = pl.row_max(scaled, tmp_tile)
                sij_centered = pl.row_expand_sub(scaled, mi_tile)
                exp_tile = pl.exp(sij_centered)
                pij_tile_f16 = pl.cast(exp_tile, target_type=pl.BF16)
                pij_tile = pl.cast(pij_tile_f16, target_type=pl.FP32)
                li_tile = pl.row_sum(pij_tile, tmp_tile)
                pij_batch = pl.store(pij_tile_f16, [b * q_tile, 0], pij_batch, [q_tile, block_size])
                mij_batch = pl.store(mi_tile, [b * q_tile, 0], mij_batch, [q_tile, 1])
                lij_batch = pl.store(li_tile, [b * q_tile, 0], lij_batch, [q_tile, 1])
        return pij_batch, mij_batch, lij_batch

    # ── CUBE kernel: PV matmul ─────────────────────────────────────
    # For each batch item b (stride-partitioned across HW blocks):
    #   1. Look up physical block from block_table (same logic as QK)
    #   2. Load pij tile [q_tile, block_size] and value tile [block_size, head_dim]
    #   3. Compute oi_new = pij @ V and store to oi_new_batch
    @pl.function(type=pl.FunctionType.InCore)
    def SpmdPvMatmul(
        self,
        pij_batch: pl.Tensor[[batch_q_tile, block_size], pl.BF16],
        value_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
        oi_new_batch: pl.Out[pl.Tensor[[batch_q_tile, head_dim], pl.FP32]],
        block_table: pl.Tensor[[block_table_flat_size], pl.INT32],
        context_lens: pl.Tensor[[batch], pl.INT32],
        batch_count: pl.Scalar[pl.INDEX],
        block_idx_kv: pl.Scalar[pl.INDEX],
        block_num: pl.Scalar[pl.INDEX],
        block_size_param: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[batch_q_tile, head_dim], pl.FP32]:
        """PV matmul with SPMD stride partitioning over batch (CUBE)."""
        spmd_idx = pl.tile.get_block_idx()
        spmd_block_num = pl.tile.get_block_num()
        for b in pl.range(spmd_idx, batch_count, spmd_block_num):
            cur_seq = pl.tensor.read(context_lens, [b])
            start = block_idx_kv * block_size_param
            remaining = cur_seq - start
            valid_len = pl.max(pl.min(remaining, block_size_param), 0)

            if valid_len > 0:
                phys_block_raw: pl.Scalar[pl.INT32] = pl.read(block_table, b * block_num + block_idx_kv)
                phys_block_idx: pl.Scalar[pl.INDEX] = pl.cast(phys_block_raw, pl.INDEX)
                vj_row = phys_block_idx * block_size_param

                pij_l1 = pl.load(
                    pij_batch,
                    [b * q_tile, 0],
                    [q_tile, block_size],
                    target_memory=pl.MemorySpace.Mat,
                )
                vj_l1 = pl.load(
                    value_cache,
                    [vj_row, 0],
                    [block_size, head_dim],
                    target_memory=pl.MemorySpace.Mat,
                )
                pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
                vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
                oi_l0c = pl.matmul(pij_l0a, vj_l0b)
                oi_new_batch = pl.store(oi_l0c, [b * q_tile, 0], oi_new_batch)
        return oi_new_batch

    # ── VECTOR kernel: online softmax update (in-place accumulators) ─
    # For each batch item b (stride-partitioned across HW blocks):
    #   If is_first (first KV block): directly copy mij, lij, oi_new
    #   Else: apply online softmax update:
    #     mi_new = max(mi, mij)
    #     alpha = exp(mi - mi_new), beta = exp(mij - mi_new)
    #     li = alpha * li + beta * lij
    #     oi = alpha * oi + beta * oi_new
    @pl.function(type=pl.FunctionType.InCore)
    def SpmdOnlineUpdate(  # noqa: PLR0913
        self,
        mij_batch: pl.Tensor[[batch_q_tile, 1], pl.FP32],
        lij_batch: pl.Tensor[[batch_q_tile, 1], pl.FP32],
        oi_new_batch: pl.Tensor[[batch_q_tile, head_dim], pl.FP32],
        mi_batch: pl.InOut[pl.Tensor[[batch_q_tile, 1], pl.FP32]],
        li_batch: pl.InOut[pl.Tensor[[batch_q_tile, 1], pl.FP32]],
        oi_batch: pl.InOut[pl.Tensor[[batch_q_tile, head_dim], pl.FP32]],
        is_first: pl.Scalar[pl.INDEX],
        batch_count: pl.Scalar[pl.INDEX],
    ) -> tuple[
        pl.Tensor[[batch_q_tile, 1], pl.FP32],
        pl.Tensor[[batch_q_tile, 1], pl.FP32],
        pl.Tensor[[batch_q_tile, head_dim], pl.FP32],
    ]:
        """Online softmax accumulator update (VECTOR)."""
        spmd_idx = pl.tile.get_block_idx()
        spmd_block_num = pl.tile.get_block_num()
        if is_first != 0:
            for b in pl.range(spmd_idx, batch_count, spmd_block_num):
                mij_tile = pl.load(
                    mij_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                lij_tile = pl.load(
                    lij_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                oi_new_tile = pl.load(
                    oi_new_batch,
                    [b * q_tile, 0],
                    [q_tile, head_dim],
                    target_memory=pl.MemorySpace.Vec,
                )
                mi_batch = pl.store(mij_tile, [b * q_tile, 0], mi_batch, [q_tile, 1])
                li_batch = pl.store(lij_tile, [b * q_tile, 0], li_batch, [q_tile, 1])
                oi_batch = pl.store(oi_new_tile, [b * q_tile, 0], oi_batch, [q_tile, head_dim])
        else:
            for b in pl.range(spmd_idx, batch_count, spmd_block_num):
                mij_tile = pl.load(
                    mij_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                lij_tile = pl.load(
                    lij_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                oi_new_tile = pl.load(
                    oi_new_batch,
                    [b * q_tile, 0],
                    [q_tile, head_dim],
                    target_memory=pl.MemorySpace.Vec,
                )
                mi_tile = pl.load(
                    mi_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                li_tile = pl.load(
                    li_batch,
                    [b * q_tile, 0],
                    [q_tile, 1],
                    target_memory=pl.MemorySpace.Vec,
                )
                oi_tile = pl.load(
                    oi_batch,
                    [b * q_tile, 0],
                    [q_tile, head_dim],
                    target_memory=pl.MemorySpace.Vec,
                )

                mi_tile_nd = pl.reshape(mi_tile, [1, q_tile])
                mij_tile_nd = pl.reshape(mij_tile, [1, q_tile])
                li_tile_nd = pl.reshape(li_tile, [1, q_tile])
                lij_tile_nd = pl.reshape(lij_tile, [1, q_tile])

                mi_new = pl.maximum(mi_tile_nd, mij_tile_nd)
                alpha = pl.exp(pl.sub(mi_tile_nd, mi_new))
                beta = pl.exp(pl.sub(mij_tile_nd, mi_new))
                li_updated = pl.add(pl.mul(alpha, li_tile_nd), pl.mul(beta, lij_tile_nd))

                mi_new_dn = pl.reshape(mi_new, [q_tile, 1])
                li_updated_dn = pl.reshape(li_updated, [q_tile, 1])

                mi_batch = pl.store(mi_new_dn, [b * q_tile, 0], mi_batch, [q_tile, 1])
                li_batch = pl.store(li_updated_dn, [b * q_tile, 0], li_batch, [q_tile, 1])

                alpha_dn = pl.reshape(alpha, [q_tile, 1])
                beta_dn = pl.reshape(beta, [q_tile, 1])
                oi_scaled = pl.row_expand_mul(oi_tile, alpha_dn)
                oi_new_scaled = pl.row_expand_mul(oi_new_tile, beta_dn)
                oi_updated = pl.add(oi_scaled, oi_new_scaled)
                oi_batch = pl.store(oi_updated, [b * q_tile, 0], oi_batch, [q_tile, head_dim])

        return mi_batch, li_batch, oi_batch

    # ── VECTOR kernel: final normalization ─────────────────────────
    # For each batch item b (stride-partitioned across HW blocks):
    #   Compute out = oi / li and scatter to the output tensor at
    #   row (b * num_heads + q_offset)
    @pl.function(type=pl.FunctionType.InCore)
    def SpmdNormalize(
        self,
        oi_batch: pl.Tensor[[batch_q_tile, head_dim], pl.FP32],
        li_batch: pl.Tensor[[batch_q_tile, 1], pl.FP32],
        out_tensor: pl.Out[pl.Tensor[[out_rows, head_dim], pl.FP32]],
        batch_count: pl.Scalar[pl.INDEX],
        q_offset: pl.Scalar[pl.INDEX],
        num_heads_param: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[out_rows, head_dim], pl.FP32]:
        """Normalize accumulators and scatter to output (VECTOR)."""
        spmd_idx = pl.tile.get_block_idx()
        spmd_block_num = pl.tile.get_block_num()
        for b in pl.range(spmd_idx, batch_count, spmd_block_num):
            oi_tile = pl.load(
                oi_batch,
                [b * q_tile, 0],
                [q_tile, head_dim],
                target_memory=pl.MemorySpace.Vec,
            )
            li_tile = pl.load(
                li_batch,
                [b * q_tile, 0],
                [q_tile, 1],
                target_memory=pl.MemorySpace.Vec,
            )
            dst_tile = pl.row_expand_div(oi_tile, li_tile)
            dst_row = b * num_heads_param + q_offset
            out_tensor = pl.store(dst_tile, [dst_row, 0], out_tensor, [q_tile, head_dim])
        return out_tensor

    # ── Orchestration ──────────────────────────────────────────────
    # Reads runtime config, computes max KV blocks across all requests,
    # then runs a two-level loop:
    #   Outer: iterate over q_tile groups (tiling num_heads)
    #   Inner: iterate over KV blocks, dispatching 4 SPMD kernels per block
    # After inner loop, dispatches SpmdNormalize to produce final output.
    @pl.function(type=pl.FunctionType.Orchestration)
    def paged_attention_spmd(
        self,
        query: pl.Tensor[[query_rows, head_dim], pl.BF16],
        key_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
        value_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
        block_table: pl.Tensor[[block_table_flat_size], pl.INT32],
        context_lens: pl.Tensor[[batch], pl.INT32],
        scale: pl.Tensor[[1], pl.FP32],
        out: pl.Out[pl.Tensor[[out_rows, head_dim], pl.FP32]],
        config: pl.Tensor[[7], pl.INT64],
    ) -> pl.Tensor[[out_rows, head_dim], pl.FP32]:
        """SPMD paged attention orchestration.

        Outer loop over q_tile groups, inner loop over KV blocks.
        Each kernel stage dispatched as SPMD across multiple hardware blocks.
        Config: [batch, num_heads, kv_head_num, head_dim,
                 block_size, block_num_capacity, active_block_num]
        """
        batch_cfg = pl.tensor.read(config, [0])
        num_heads_cfg = pl.tensor.read(config, [1])
        block_size_cfg = pl.tensor.read(config, [4])
        block_num_capacity_cfg = pl.tensor.read(config, [5])
        active_block_num_cfg = pl.tensor.read(config, [6])
        scale_value: pl.Scalar[pl.FP32] = pl.tensor.read(scale, [0])
        zero_bn_cfg: pl.Scalar[pl.INT64] = 0
        if batch_cfg == 0:
            max_bn_cfg: pl.Scalar[pl.INT64] = pl.yield_(zero_bn_cfg)
        else:
            first_seq = pl.tensor.read(context_lens, [0])
            first_bn_cfg: pl.Scalar[pl.INT64] = (first_seq + block_size_cfg - 1) // block_size_cfg
            max_bn_cfg: pl.Scalar[pl.INT64] = pl.yield_(first_bn_cfg)
        for b in pl.range(1, batch_cfg):
            cur_seq_b = pl.tensor.read(context_lens, [b])
            bn_b = (cur_seq_b + block_size_cfg - 1) // block_size_cfg
            max_bn_cfg = pl.max(max_bn_cfg, bn_b)

        max_bn_cfg = pl.min(max_bn_cfg, active_block_num_cfg)
        q_loop_cfg = (num_heads_cfg + q_tile - 1) // q_tile

        for q_idx in pl.range(q_loop_cfg):
            q_offset = q_idx * q_tile

            # Per-batch accumulators for online softmax across KV blocks.
            mi_a = pl.create_tensor([batch_q_tile, 1], dtype=pl.FP32)
            li_a = pl.create_tensor([batch_q_tile, 1], dtype=pl.FP32)
            oi_a = pl.create_tensor([batch_q_tile, head_dim], dtype=pl.FP32)

            for bn in pl.range(max_bn_cfg):
                # Temporary tensors for this KV block iteration.
                sij_b = pl.create_tensor([batch_q_tile, block_size], dtype=pl.FP32)
                pij_b = pl.create_tensor([batch_q_tile, block_size], dtype=pl.BF16)
                mij_b = pl.create_tensor([batch_q_tile, 1], dtype=pl.FP32)
                lij_b = pl.create_tensor([batch_q_tile, 1], dtype=pl.FP32)
                oi_new_b = pl.create_tensor([batch_q_tile, head_dim], dtype=pl.FP32)

                # sync_start ensures all HW blocks begin together before
                # the cooperative SPMD wave.
                with pl.spmd(core_num=4, sync_start=True):
                    sij_b = self.SpmdQkMatmul(
                        query,
                        key_cache,
                        sij_b,
                        block_table,
                        context_lens,
                        batch_cfg,
                        bn,
                        q_offset,
                        block_num_capacity_cfg,
                        block_size_cfg,
                        num_heads_cfg,
                    )

                with pl.cluster():
                    with pl.spmd(core_num=4):
                        pij_b, mij_b, lij_b = self.SpmdSoftmaxPrepare(
                            sij_b,
                            pij_b,
                            mij_b,
                            lij_b,
                            scale_value,
                            context_lens,
                            batch_cfg,
                            bn,
                            block_size_cfg,
                        )

                with pl.spmd(core_num=4):
                    oi_new_b = self.SpmdPvMatmul(
                        pij_b,
                        value_cache,
                        oi_new_b,
                        block_table,
                        context_lens,
                        batch_cfg,
                        bn,
                        block_num_capacity_cfg,
                        block_size_cfg,
                    )

                if bn == 0:
                    is_first = pl.yield_(1)
                else:
                    is_first = pl.yield_(0)

                with pl.cluster():
                    with pl.spmd(core_num=4):
                        mi_a, li_a, oi_a = self.SpmdOnlineUpdate(
                            mij_b,
                            lij_b,
                            oi_new_b,
                            mi_a,
                            li_a,
                            oi_a,
                            is_first,
                            batch_cfg,
                        )

            # Final normalization: out = oi / li, scattered to output tensor.
            with pl.spmd(core_num=4):
                out = self.SpmdNormalize(
                    oi_a,
                    li_a,
                    out,
                    batch_cfg,
                    q_offset,
                    num_heads_cfg,
                )

        return out
