# tests/ut/codegen/test_pto_codegen_ops.py::TestConstDtypeCodegen::test_full_f16_const_emits_f16 (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        t = pl.tile.full([16, 16], dtype=pl.FP16, value=0.0)
        return pl.store(t, [0, 0], a)
