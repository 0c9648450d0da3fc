# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_short_alias_import_peer_buffer (hand-written)
import pypto.language as pl


@pl.program
class test_program:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.import_peer_buffer(name="buf", peer_func="aic_kernel")
        return x
