# tests/ut/ir/transforms/test_deferred_composite_allgather.py::TestDeferredCompositeAllGather::test_split_avoids_phase_name_collision (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2


@pl.program
class CollisionProg:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[NR, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        with pl.manual_scope():
            # Occupies the preferred push name before the deferred scope splits.
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="ag_defer_push"):
                chunk = pl.load(inp, [0, 0], [1, SIZE])
                pl.store(chunk, [0, 0], out)
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="ag_defer") as ag_tid:
                pld.tensor.allgather(inp, data, signal, defer=True)
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="ag_consume", deps=[ag_tid]):
                chunk = pl.load(data, [0, 0], [1, SIZE])
                pl.store(chunk, [0, 0], out)
        return out
