# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_aiv_initialize_pipe_round_trip (hand-written)
import pypto.language as pl


@pl.program
class test_program:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.aiv_initialize_pipe(dir_mask=2, slot_size=512)
        return x
