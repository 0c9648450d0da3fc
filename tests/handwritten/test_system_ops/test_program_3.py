# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_initialize_pipe_explicit_slot_num_round_trip (hand-written)
import pypto.language as pl


@pl.program
class test_program:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.aic_initialize_pipe(dir_mask=1, slot_size=256, slot_num=16, local_slot_num=4)
        return x
