# tests/ut/ir/transforms/test_materialize_valid_shape_symbols.py::test_non_index_scalar_param_does_not_capture_a_dynamic_symbol (hand-written)
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        SHADOW_SCALE: pl.Scalar[pl.FP32],
        sij: pl.Tensor[[Q, SHADOW_SCALE], pl.FP32],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(t, [0, 0], out)
