# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_short_alias_aiv_initialize_pipe (hand-written)
import pypto.language as pl


@pl.program
class test_program:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512)
        return x
