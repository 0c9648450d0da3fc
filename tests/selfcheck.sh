#!/usr/bin/env bash
# ptoc check on every example and every golden program that compiles from
# source with the default pipeline (front-end, pass and memory-planning
# goldens with an .out expectation; codegen goldens are post-pipeline IR),
# for every backend and memory planner.  Every example must compile for every
# backend; golden programs that do not compile for a backend (tensor-only or
# error cases) are counted as skipped.  An example
# whose header says how to check it (a comment line `#   ptoc check ARGS
# examples/NAME.py`, e.g. --ranks 4 for a distributed program) is checked
# with those ARGS.
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
pass=0
fail=0
files=$(ls examples/*.py)
# Goldens that exercise type-level behaviour only and cannot run:
#   mts_iter_arg: stores a row-major tile through a DN tensor view (a layout
#     pair TSTORE does not accept; it tests stride materialization).
#   rt_cross_core: a Vector kernel popping from a Cube kernel the program does
#     not have (it tests printing; check reports the missing peer).
#   simp_single_trip_memref: a hand-planned MemRef indexed by a loop var (it
#     tests Simplify alone; ConvertToSSA does not yet rename vars in MemRefs).
#   mts_call_types: loads a row-major tile through a DN tensor view (a layout
#     pair TLOAD does not accept; it tests the types of a call's strides).
#   ref_misc, ref_misc_printed: an orchestration while loop that never ends for
#     the scalar inputs check gives (it tests printing).
#   rt_scopes: a core barrier in an orchestration function (it tests scopes).
#   mts_tensor_view_call: tensor.view with both a new shape and a new layout in an
#     orchestration function, which the runtime's tensors (and the reference's
#     orchestration lowering) have no form for (it tests stride materialization).
#   mvss_kernel_and_caller: a valid-shape symbol the caller binds from a scalar
#     check gives no value (it tests MaterializeValidShapeSymbols).
#   oot_slice_two_parents: a tile.matmul of pl.load tiles left in Vec, whose kernel
#     the whole-program run cannot emit (it tests the strides of sliced In params).
#   lps_author_region: an author slot MemRef (pl.MemRef("mine", slots=2)[i % 2])
#     in a pipeline loop (it tests LowerPipelineToSlots' capacity budget): its two
#     64 KiB slots and the replicated tiles exceed Vec under the pypto and dsa_rp
#     planners, and the ptoas planner refuses the two slots the replicas use in
#     one iteration, as the reference does.
#   tpop_shape_dtype, tpop_shape_dtype_unannotated: a Vector kernel popping
#     from a Cube kernel the program does not have (they test the types
#     shape= and dtype= of a tpop give; check reports the missing peer).
#   svk_no_split_passthrough, svk_dual_*, stamp_tfree_split_*: the reference's
#     SplitVectorKernel / StampTfreeSplit tests give a lone Vector kernel whose
#     Cube peer the program does not have (they test the pass on that kernel;
#     check reports the missing peer).
#   svk_split_aiv_bypass, svk_set_validshape_*: the reference's pipe set-up in
#     these tests is inert scaffolding with slot_size 512, smaller than the
#     4096-byte tile the Cube kernel pushes (they test the pass; check refuses
#     the tile the slot cannot hold).
#   emk_a5_alias_tfree: pops with no initialize_pipe, a pipe id the free does not
#     share and a free of a copy (it tests how ExpandMixedKernel alone rewrites
#     that free; the program it starts from cannot run).
#   emk_a5_tfree_after_if_user, emk_a5_tfree_after_if_alias, emk_a5_two_iter_args:
#     [4, 32] / [4, 256] BF16 Mat tiles, 4 rows of a 16-row fractal box (they
#     test how ExpandMixedKernel alone splits the kernel; it cannot compile, as
#     the reference's cannot).
#   lco_allreduce_dynamic_partial: a [64, 64] window whose valid width m is a
#     pl.dynamic dim at most 64, which check sets to 128 (its numbers:
#     tests/golden/exec/ranks_allreduce_dynamic_partial_numbers.py).
#   hso_aiv_query, hso_aiv_query_var: the reference test's kernel is sized for
#     the 48 AIV cores of 910B (48 row blocks) and launched
#     pl.system.available_aiv_count() wide: on 950's 72 AIV cores block 48
#     loads past the tensor's last row (they test the launch width a hard
#     syncall sees, and print 910B orchestration).
exclude=" tests/golden/passes/mts_iter_arg.py tests/golden/frontend/rt_cross_core.py 
  tests/golden/passes/simp_single_trip_memref.py tests/golden/passes/mts_call_types.py 
  tests/golden/frontend/ref_misc.py tests/golden/frontend/ref_misc_printed.py 
  tests/golden/frontend/rt_scopes.py tests/golden/passes/mts_tensor_view_call.py 
  tests/golden/passes/mvss_kernel_and_caller.py 
  tests/golden/passes/lps_author_region.py 
  tests/golden/passes/oot_slice_two_parents.py 
  tests/golden/frontend/tpop_shape_dtype.py tests/golden/frontend/tpop_shape_dtype_unannotated.py
  tests/golden/passes/svk_no_split_passthrough.py tests/golden/passes/svk_dual_consumer_lane1.py
  tests/golden/passes/svk_dual_hoists_pipe_init.py tests/golden/passes/svk_dual_lane1_slice_create.py
  tests/golden/passes/svk_dual_lane1_transpose_create.py tests/golden/passes/svk_dual_loop_init.py
  tests/golden/passes/svk_dual_producer_replay.py tests/golden/passes/svk_dual_replay_after_tpop.py
  tests/golden/passes/svk_dual_while_init.py
  tests/golden/passes/stamp_tfree_split_and_id.py
  tests/golden/passes/stamp_tfree_split_from_tpop.py tests/golden/passes/svk_split_aiv_bypass.py
  tests/golden/passes/svk_set_validshape_localized.py tests/golden/passes/svk_set_validshape_replicated.py
  tests/golden/passes/emk_a5_alias_tfree.py tests/golden/passes/emk_a5_tfree_after_if_user.py
  tests/golden/passes/emk_a5_two_iter_args.py tests/golden/passes/emk_a5_tfree_after_if_alias.py
  tests/golden/passes/lco_allreduce_dynamic_partial.py
  tests/golden/passes/hso_aiv_query.py tests/golden/passes/hso_aiv_query_var.py "
exclude=" $(echo $exclude) "   # one space between names, whatever the line breaks
# Executable goldens whose inputs random data cannot run (indices, block tables,
# signals, counts, a rank count the program is written for): check derives them
# from the program and runs them without arguments.
files="$files tests/golden/exec/gather_numbers.py tests/golden/exec/orch_scatter_numbers.py
  tests/golden/exec/paged_gather_numbers.py tests/golden/exec/ranks_host_put_numbers.py
  tests/golden/exec/ranks_ring_numbers.py tests/golden/exec/ranks_all_to_all_v_numbers.py"
for f in tests/golden/frontend/*.py tests/golden/passes/*.py tests/golden/memplan/*.py; do
  [ -f "${f%.py}.out" ] || continue
  [[ "$exclude" == *" $f "* ]] && continue
  files="$files $f"
done
skip=0
backends=$($PTOC backends | awk '{print $1}')
for f in $files; do
  for be in $backends; do
    $PTOC compile --backend "$be" --no-emit-loc "$f" >/dev/null 2>&1
    st=$?
    if [ $st -gt 3 ]; then
      fail=$((fail + 1)); echo "FAIL $f [$be]: ptoc compile crashed (status $st)"; continue
    elif [ $st -ne 0 ] && [[ "$f" == examples/* ]]; then
      fail=$((fail + 1)); echo "FAIL $f [$be]: the example does not compile"
      $PTOC compile --backend "$be" --no-emit-loc "$f" 2>&1 >/dev/null | head -n 4; continue
    elif [ $st -ne 0 ]; then
      skip=$((skip + 3)); continue
    fi
    args=$(sed -n "s|^#  *ptoc check \(.*\) $f\$|\1|p" "$f" | head -n 1)
    for pl in pypto dsa_rp ptoas; do
      # shellcheck disable=SC2086
      if out=$($PTOC check --backend "$be" --memory-planner "$pl" $args "$f" 2>&1); then
        pass=$((pass + 1))
      else
        fail=$((fail + 1))
        echo "FAIL $f [$be, $pl]"
        echo "$out" | head -n 8
      fi
    done
  done
done
echo "selfcheck: $pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
