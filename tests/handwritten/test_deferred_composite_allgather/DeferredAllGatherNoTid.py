# tests/ut/ir/transforms/test_deferred_composite_allgather.py::_build_deferred_allgather_no_tid_binding (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2


@pl.program
class DeferredAllGatherNoTid:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        data: pl.InOut[pld.DistributedTensor[[NR, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ):
        with pl.manual_scope():
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="ag_defer"):
                pld.tensor.allgather(inp, data, signal, defer=True)
