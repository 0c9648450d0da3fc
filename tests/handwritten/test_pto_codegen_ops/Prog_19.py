# tests/ut/codegen/test_pto_codegen_ops.py::TestConstDtypeCodegen::test_full_bf16_const_emits_bf16 (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.BF16],
    ) -> pl.Tensor[[16, 16], pl.BF16]:
        t = pl.tile.full([16, 16], dtype=pl.BF16, value=1.0)
        return pl.store(t, [0, 0], a)
