# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_remote_store_emits_tstore_with_partition_view_pattern:
# a tile loaded from the peer's window stored back into it: each peer access moves the
# tensor's pointer into the peer's window (pto.addptr + make_tensor_view), views the
# [16, 32] window there (!pto.partition_tensor_view<16x32xf16>) and, for the store, tstores
# into it and invalidates its cache lines.
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
