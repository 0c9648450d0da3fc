# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::test_lowering_never_falls_back_to_legacy_codegen_for_an_unimplemented_recipe (hand-written)
import pypto.language as pl


@pl.program
class ReciprocalSquareRoot:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        source: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        value: pl.Tile[[16, 32], pl.FP32] = pl.load(source, [0, 0], [16, 32])
        result: pl.Tile[[16, 32], pl.FP32] = pl.rsqrt(value)
        out: pl.Tensor[[16, 32], pl.FP32] = pl.store(result, [0, 0], output)
        return out
