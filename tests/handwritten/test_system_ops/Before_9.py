# tests/ut/language/parser/test_system_ops.py::TestSystemOpsParsing::test_syncall_default_core_type_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.syncall()
        return x
