# tests/ut/codegen/test_dynamic_shape.py::test_valid_shape_symbol_only_in_compound_slot_is_rejected (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")
scaled = pl.dynamic("VALID_SCALED")


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[
            [M, N],
            pl.FP32,
            pl.TensorView(valid_shape=[M, scaled * 2], layout=pl.TensorLayout.ND),
        ],
        output: pl.Tensor[[M, N], pl.FP32],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(a_tile, [0, 0], output)
