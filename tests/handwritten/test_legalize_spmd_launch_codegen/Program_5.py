# tests/ut/codegen/test_legalize_spmd_launch_codegen.py::test_composite_positive_bound_survives_late_simplify (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Tensor[[16, 16], pl.FP32],
        total: pl.Scalar[pl.INDEX],
        active: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        remaining = total - active
        if remaining > 0:
            tiles = (remaining + 15) // 16
            for bi in pl.spmd(tiles * 4):
                out = pl.add(out, 1.0)
        return out
