# tests/ut/ir/transforms/test_pass_manager.py::_build_tile_only_program (hand-written)
import pypto.language as pl


@pl.program
class TileOnlyProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [16, 16])
        tile_b = pl.load(b, [0, 0], [16, 16])
        result = pl.add(tile_a, tile_b)
        out = pl.store(result, [0, 0], out)
        return out
