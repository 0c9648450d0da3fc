# tests/ut/language/parser/test_system_ops.py::TestSystemOpsParsing::test_syncall_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.syncall(core_type="aiv_only")
        return x
