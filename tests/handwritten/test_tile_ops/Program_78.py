# tests/ut/ir/operators/test_tile_ops.py::TestTileStoreDistributedDest::test_pl_store_into_distributed_tensor_parses (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def stage_in(
        self,
        src: pl.Tensor[[64], pl.FP32],
        dst: pld.DistributedTensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        local: pl.Tile[[64], pl.FP32] = pl.load(src, [0], [64])
        return pl.store(local, [0], dst)
