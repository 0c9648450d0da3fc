# tests/ut/codegen/test_dynamic_valid_shape_if_else.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class DynValidShapeIfElse:
    """Compute valid length in if/else, then load+fillpad with uniform tile type.

    The if/else only selects the scalar valid length. The load and fillpad
    happen once, producing a single tile type with dynamic valid_shape and pad.min.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pl.Tensor[[64, 64], pl.FP32],
        scale: pl.Scalar[pl.FP32],
        is_last: pl.Scalar[pl.BOOL],
        valid_len: pl.Scalar[pl.INDEX],
        full_len: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        if is_last:
            vlen: pl.Scalar[pl.INDEX] = valid_len
        else:
            vlen: pl.Scalar[pl.INDEX] = full_len
        s_tile: pl.Tile[[64, 64], pl.FP32] = pl.load(
            data, [0, 0], [64, 64], valid_shape=[64, vlen], target_memory=pl.MemorySpace.Vec
        )
        s_padded: pl.Tile[[64, 64], pl.FP32] = pl.tile.fillpad(s_tile, pad_value=pl.PadValue.min)
        scaled: pl.Tile[[64, 64], pl.FP32] = pl.mul(s_padded, scale)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.store(scaled, [0, 0], output)
        return out
