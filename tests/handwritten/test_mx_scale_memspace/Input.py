# tests/ut/ir/operators/test_mx_scale_memspace.py::TestMxScaleMemSpaces::test_mx_load_accepts_direct_orchestration_argument_precondition (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        source: pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ],
    ) -> pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ]:
        _scale = pl.load(source, [0, 0], [16, 8], target_memory=pl.Mem.Mat)
        return source

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestration(
        self,
        source: pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ],
    ) -> pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ]:
        result, _ = pl.submit(self.kernel, source)
        return result
