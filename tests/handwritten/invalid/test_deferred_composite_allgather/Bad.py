# tests/ut/ir/transforms/test_deferred_composite_allgather.py::TestDeferredCompositeAllGather::test_defer_rejected_on_allreduce (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        data: pl.InOut[pld.DistributedTensor[[NR, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="ar"):
            data = pld.tensor.allreduce(data, signal, defer=True)  # type: ignore[call-arg]
