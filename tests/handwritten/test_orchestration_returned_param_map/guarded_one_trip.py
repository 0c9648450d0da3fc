# tests/ut/codegen/test_orchestration_returned_param_map.py::<module> (hand-written)
import pypto.language as pl

NUM_CORES = 24
ROWS_PER_CORE = 16
ROWS = NUM_CORES * ROWS_PER_CORE
HIDDEN = 128
MAX_LAYERS = 8
CACHE_ROWS = MAX_LAYERS * ROWS
LANES = NUM_CORES
HALF_ROWS = ROWS_PER_CORE // 2


@pl.jit.inline
def _layer_guarded(
    cur: pl.Tensor[[ROWS, HIDDEN], pl.FP32],
    wid: pl.Tensor[[HIDDEN, HIDDEN], pl.BF16],
    wo: pl.Tensor[[HIDDEN, HIDDEN], pl.BF16],
    k_cache: pl.Tensor[[CACHE_ROWS, HIDDEN], pl.BF16],
    v_cache: pl.Tensor[[CACHE_ROWS, HIDDEN], pl.BF16],
    nxt: pl.Tensor[[ROWS, HIDDEN], pl.FP32],
    layer_idx: pl.Scalar[pl.INT32],
):
    """Producer writes the k/v FUNCTION PARAMS under a runtime lane guard, then attn_out."""
    cache_base = layer_idx * ROWS
    q_pad = pl.create_tensor([ROWS, HIDDEN], dtype=pl.BF16)
    attn_out = pl.create_tensor([ROWS, HIDDEN], dtype=pl.BF16)

    with pl.spmd(NUM_CORES, name_hint="fa_fused", sync_start=True):
        c = pl.get_block_idx()
        r0 = c * ROWS_PER_CORE
        pr0 = ((c + 1) % NUM_CORES) * ROWS_PER_CORE  # cross-core partner read
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            lane = c * 2 + aiv_id
            if lane < LANES:  # (b) the runtime conditional
                for it in pl.pipeline(ROWS_PER_CORE // HALF_ROWS, stage=2):
                    lr0 = lane * ROWS_PER_CORE + it * HALF_ROWS
                    cur_l = pl.slice(cur, [HALF_ROWS, HIDDEN], [lr0, 0])
                    q_pad = pl.assemble(q_pad, pl.cast(pl.mul(cur_l, 2.0), target_type=pl.BF16), [lr0, 0])
                    # (a) FUNCTION PARAMS rebound inside the task
                    k_cache = pl.assemble(
                        k_cache, pl.cast(pl.mul(cur_l, 4.0), target_type=pl.BF16), [cache_base + lr0, 0]
                    )
                    v_cache = pl.assemble(
                        v_cache, pl.cast(pl.mul(cur_l, 8.0), target_type=pl.BF16), [cache_base + lr0, 0]
                    )

        pl.system.syncall(core_type="mix")

        mm = pl.matmul(pl.slice(q_pad, [ROWS_PER_CORE, HIDDEN], [pr0, 0]), wid, out_dtype=pl.FP32)
        for aiv_lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):  # noqa: B007 - full-width phase
            mm_v = pl.aiv_shard(mm)
            k_p = pl.cast(
                pl.slice(k_cache, [ROWS_PER_CORE, HIDDEN], [cache_base + pr0, 0]), target_type=pl.FP32
            )
            v_p = pl.cast(
                pl.slice(v_cache, [ROWS_PER_CORE, HIDDEN], [cache_base + pr0, 0]), target_type=pl.FP32
            )
            oi = pl.sub(pl.add(mm_v, k_p), pl.mul(v_p, 0.5))
            attn_out = pl.assemble(attn_out, pl.cast(oi, target_type=pl.BF16), [r0, 0])

    # The downstream consumer. Its one producer-written input is attn_out.
    for c in pl.spmd(NUM_CORES, name_hint="out_proj"):
        r0 = c * ROWS_PER_CORE
        p = pl.matmul(pl.slice(attn_out, [ROWS_PER_CORE, HIDDEN], [r0, 0]), wo, out_dtype=pl.FP32)
        nxt = pl.assemble(nxt, p, [r0, 0])
    return nxt


@pl.jit
def guarded_one_trip(
    x: pl.Tensor[[ROWS, HIDDEN], pl.FP32],
    wid: pl.Tensor[[HIDDEN, HIDDEN], pl.BF16],
    wo: pl.Tensor[[HIDDEN, HIDDEN], pl.BF16],
    k_cache: pl.Tensor[[CACHE_ROWS, HIDDEN], pl.BF16],
    v_cache: pl.Tensor[[CACHE_ROWS, HIDDEN], pl.BF16],
    out: pl.Out[pl.Tensor[[ROWS, HIDDEN], pl.FP32]],
):
    cur = pl.create_tensor([ROWS, HIDDEN], dtype=pl.FP32)
    for c in pl.spmd(NUM_CORES, name_hint="copy_in"):
        r0 = c * ROWS_PER_CORE
        cur = pl.assemble(cur, pl.slice(x, [ROWS_PER_CORE, HIDDEN], [r0, 0]), [r0, 0])

    for i in pl.range(1):
        nxt = pl.create_tensor([ROWS, HIDDEN], dtype=pl.FP32)
        cur = _layer_guarded(cur, wid, wo, k_cache, v_cache, nxt, i)

    for c in pl.spmd(NUM_CORES, name_hint="copy_out"):
        r0 = c * ROWS_PER_CORE
        out = pl.assemble(out, pl.slice(cur, [ROWS_PER_CORE, HIDDEN], [r0, 0]), [r0, 0])
    return out
