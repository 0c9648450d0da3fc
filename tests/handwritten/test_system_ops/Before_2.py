# tests/ut/language/parser/test_system_ops.py::TestSystemOpsParsing::test_sync_dst_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        return x
