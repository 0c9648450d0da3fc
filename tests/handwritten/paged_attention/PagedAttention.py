# examples/ir_parser/paged_attention.py::<module> (hand-written)
import pypto.language as pl

TILE_M = 16
TILE_N = 16
SCALE = 0.0884


@pl.program
class PagedAttention:
    @pl.function
    def qk_matmul(
        self,
        qi: pl.Tensor[[TILE_M, TILE_N], pl.FP32],       # Query: (num_heads, head_dim_chunk)
        kj: pl.Tensor[[TILE_N, TILE_N], pl.FP32],       # Key: (block_size, head_dim_chunk)
        sij: pl.Tensor[[TILE_M, TILE_N], pl.FP32],      # Scores: (num_heads, block_size)
    ):
        # Load query tile to L0A
        q_tile = pl.op.block.load(qi, 0, 0, TILE_M, TILE_N)
        q_l0a = pl.op.block.move(q_tile, 3)  # Move to L0A

        # Load key tile to L0B (transposed for K^T)
        k_tile = pl.op.block.load(kj, 0, 0, TILE_N, TILE_N)
        k_l0b = pl.op.block.move(k_tile, 4, transpose=True)  # Move to L0B with transpose

        # Matrix multiplication: sij = qi @ kj.T
        s_tile = pl.op.block.matmul(q_l0a, k_l0b)

        # Store result (L0C -> GM)
        pl.op.block.l0c_store(s_tile, 0, 0, TILE_M, TILE_N, sij)

    @pl.function
    def softmax_prepare(
        self,
        sij: pl.Tensor[[TILE_M, TILE_N], pl.FP32],      # Input scores: (num_heads, block_size)
        pij: pl.Tensor[[TILE_M, TILE_N], pl.FP32],      # Output probs: (num_heads, block_size)
        mij: pl.Tensor[[TILE_M, 1], pl.FP32],           # Row max: (num_heads, 1)
        lij: pl.Tensor[[TILE_M, 1], pl.FP32],           # Row sum: (num_heads, 1)
    ):
        # Load scores
        s_tile = pl.op.block.load(sij, 0, 0, TILE_M, TILE_N)

        # Scale by 1/sqrt(head_dim)
        s_scaled = pl.op.block.muls(s_tile, SCALE)

        # Row-wise maximum
        m_tile = pl.op.block.row_max(s_scaled)

        # Subtract row max (broadcast): s_scaled - mij
        s_shifted = pl.op.block.row_expand_sub(s_scaled, m_tile)

        # Exponential
        p_tile = pl.op.block.exp(s_shifted)

        # Row-wise sum
        l_tile = pl.op.block.row_sum(p_tile)

        # Store outputs
        pl.op.block.store(p_tile, 0, 0, TILE_M, TILE_N, pij)
        pl.op.block.store(m_tile, 0, 0, TILE_M, 1, mij)
        pl.op.block.store(l_tile, 0, 0, TILE_M, 1, lij)

    @pl.function
    def pv_matmul(
        self,
        pij: pl.Tensor[[TILE_M, TILE_N], pl.FP32],      # Probs: (num_heads, block_size)
        vj: pl.Tensor[[TILE_N, TILE_N], pl.FP32],       # Value: (block_size, head_dim_chunk)
        oi_new: pl.Tensor[[TILE_M, TILE_N], pl.FP32],   # Output: (num_heads, head_dim_chunk)
    ):
        # Load probability tile to L0A
        p_tile = pl.op.block.load(pij, 0, 0, TILE_M, TILE_N)
        p_l0a = pl.op.block.move(p_tile, 3)  # Move to L0A

        # Load value tile to L0B
        v_tile = pl.op.block.load(vj, 0, 0, TILE_N, TILE_N)
        v_l0b = pl.op.block.move(v_tile, 4)  # Move to L0B

        # Matrix multiplication: oi_new = pij @ vj
        o_tile = pl.op.block.matmul(p_l0a, v_l0b)

        # Store result (L0C -> GM)
        pl.op.block.l0c_store(o_tile, 0, 0, TILE_M, TILE_N, oi_new)

    @pl.function
    def online_update(
        self,
        mij: pl.Tensor[[TILE_M, 1], pl.FP32],           # Current block row max
        lij: pl.Tensor[[TILE_M, 1], pl.FP32],           # Current block row sum
        oi_new: pl.Tensor[[TILE_M, TILE_N], pl.FP32],   # Current block PV output
        mi: pl.Tensor[[TILE_M, 1], pl.FP32],            # Accumulated max (in/out)
        li: pl.Tensor[[TILE_M, 1], pl.FP32],            # Accumulated sum (in/out)
        oi: pl.Tensor[[TILE_M, TILE_N], pl.FP32],       # Accumulated output (in/out)
        is_first: pl.Scalar[pl.INT32],                  # First block flag
        is_last: pl.Scalar[pl.INT32],                   # Last block flag
        dst: pl.Tensor[[TILE_M, TILE_N], pl.FP32],      # Final normalized output
    ):
        # Load current block stats
        mij_tile = pl.op.block.load(mij, 0, 0, TILE_M, 1)
        lij_tile = pl.op.block.load(lij, 0, 0, TILE_M, 1)
        oi_new_tile = pl.op.block.load(oi_new, 0, 0, TILE_M, TILE_N)

        # Load accumulated stats
        mi_tile = pl.op.block.load(mi, 0, 0, TILE_M, 1)
        li_tile = pl.op.block.load(li, 0, 0, TILE_M, 1)
        oi_tile = pl.op.block.load(oi, 0, 0, TILE_M, TILE_N)

        # Branch: is_first or not (using Python native if/else with pl.yield_)
        if is_first:
            # First block: direct copy
            mi_out, li_out, oi_out = pl.yield_(mij_tile, lij_tile, oi_new_tile)
        else:
            # Online update
            # Compute new max: mi_new = max(mi, mij)
            mi_new = pl.op.block.maximum(mi_tile, mij_tile)

            # Compute alpha = exp(mi - mi_new)
            mi_diff = pl.op.block.sub(mi_tile, mi_new)
            alpha = pl.op.block.exp(mi_diff)

            # Compute beta = exp(mij - mi_new)
            mij_diff = pl.op.block.sub(mij_tile, mi_new)
            beta = pl.op.block.exp(mij_diff)

            # Update accumulated sum: li = alpha * li + beta * lij
            li_scaled = pl.op.block.mul(alpha, li_tile)
            lij_scaled = pl.op.block.mul(beta, lij_tile)
            li_updated = pl.op.block.add(li_scaled, lij_scaled)

            # Update accumulated output: oi = alpha * oi + beta * oi_new
            # Use row_expand_mul for broadcasting [M,1] * [M,N]
            oi_scaled = pl.op.block.row_expand_mul(oi_tile, alpha)
            oi_new_scaled = pl.op.block.row_expand_mul(oi_new_tile, beta)
            oi_updated = pl.op.block.add(oi_scaled, oi_new_scaled)

            mi_out, li_out, oi_out = pl.yield_(mi_new, li_updated, oi_updated)

        # Store updated accumulated stats
        pl.op.block.store(mi_out, 0, 0, TILE_M, 1, mi)
        pl.op.block.store(li_out, 0, 0, TILE_M, 1, li)
        pl.op.block.store(oi_out, 0, 0, TILE_M, TILE_N, oi)

        # Fused normalize on last block
        if is_last:
            # Normalize: dst = oi / li (broadcast division)
            dst_tile = pl.op.block.row_expand_div(oi_out, li_out)

            # Store final output
            pl.op.block.store(dst_tile, 0, 0, TILE_M, TILE_N, dst)
