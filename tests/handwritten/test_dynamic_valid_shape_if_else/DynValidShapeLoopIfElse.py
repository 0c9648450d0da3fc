# tests/ut/codegen/test_dynamic_valid_shape_if_else.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class DynValidShapeLoopIfElse:
    """Loop over blocks, selecting valid length per iteration via if/else.

    On the last iteration: vlen = last_valid_len (partial block)
    On other iterations:   vlen = block_size     (full block)

    After the if/else, the single load+fillpad uses the computed vlen.
    This produces a uniform tile type across all iterations.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sij_buf: pl.Tensor[[128, 64], pl.FP32],
        scale: pl.Scalar[pl.FP32],
        n_blocks: pl.Scalar[pl.INDEX],
        last_valid_len: pl.Scalar[pl.INDEX],
        block_size: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (out,) in pl.range(n_blocks, init_values=(output,)):
            if i == n_blocks - 1:
                vlen: pl.Scalar[pl.INDEX] = last_valid_len
            else:
                vlen: pl.Scalar[pl.INDEX] = block_size
            s_tile: pl.Tile[[64, 64], pl.FP32] = pl.load(
                sij_buf, [i * 64, 0], [64, 64], valid_shape=[64, vlen], target_memory=pl.MemorySpace.Vec
            )
            s_padded: pl.Tile[[64, 64], pl.FP32] = pl.tile.fillpad(s_tile, pad_value=pl.PadValue.min)
            scaled: pl.Tile[[64, 64], pl.FP32] = pl.mul(s_padded, scale)
            updated: pl.Tensor[[128, 64], pl.FP32] = pl.store(scaled, [i * 64, 0], out)
            loop_result = pl.yield_(updated)
        return loop_result
