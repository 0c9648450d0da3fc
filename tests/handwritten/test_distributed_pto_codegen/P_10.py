# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_store_emits_tstore_with_partition_view_pattern (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 32])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0, 0])
