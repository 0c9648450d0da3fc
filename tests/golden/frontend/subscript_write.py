# ptoc: equal {} {dir}/subscript_write_b.py
# `out[...] = v` writes v into the window's offsets and rebinds out (the
# reference's test_out_param_write_sugar.py: Subscript equals Explicit), on
# tensors (pl.assemble: tensor.assemble) and tiles (tile.assemble).
import pypto.language as pl


@pl.program
class Subscript:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out[64:128, 0:128] = a
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tile[[16, 64], pl.FP32],
        out: pl.Out[pl.Tile[[64, 64], pl.FP32]],
    ) -> pl.Tile[[64, 64], pl.FP32]:
        out[16:32, :] = a
        return out
