# tests/ut/ir/operators/test_tile_ops.py::TestTileLoadDistributedSrc::test_pl_load_from_distributed_tensor_parses (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def read_back(
        self,
        src: pld.DistributedTensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        local: pl.Tile[[64], pl.FP32] = pl.load(src, [0], [64])
        return pl.store(local, [0], out)
