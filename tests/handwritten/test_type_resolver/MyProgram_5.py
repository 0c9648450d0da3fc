# tests/ut/language/parser/test_type_resolver.py::TestLayoutIntegration::test_program_with_tensor_layout (hand-written)
import pypto.language as pl


@pl.program
class MyProgram:
    @pl.function
    def compute(
        self,
        x: pl.Tensor[[64, 128], pl.FP16, pl.NZ],
    ) -> pl.Tensor[[64, 128], pl.FP16, pl.NZ]:
        return x
